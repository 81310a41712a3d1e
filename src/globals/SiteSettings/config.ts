import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { tr } from '@/i18n/locales'
import { urlField } from '@/fields/urlField'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { DEFAULT_AUDIT_RETENTION_MONTHS } from '@/lib/audit/deleteExpiredAuditEvents'
import { auditSettingsChange } from '@/hooks/audit'
import { isAdminField } from '@/access'
import { dataLicences, DEFAULT_DATA_LICENCE } from '@/lib/surveillance/releases/licences'

export const SiteSettings = contentGlobal({
  slug: 'site-settings',
  label: tr('Configurações do site', 'Configuración del sitio', 'Site settings'),
  admin: { group: groups.office },
  fields: [
    {
      name: 'networkName',
      type: 'text',
      localized: true,
      label: tr('Nome da rede', 'Nombre de la red', 'Network name'),
    },
    {
      ...urlField(
        'chartsSiteUrl',
        tr('Site externo de gráficos', 'Sitio externo de gráficos', 'External charts site'),
      ),
      admin: {
        description: tr(
          'Opcional: quando preenchido, a página Consulta à base de dados traz um link para ele.',
          'Opcional: si se completa, la página Consulta a la base de datos muestra un enlace a él.',
          'Optional: when set, the Database query page links to it.',
        ),
      },
    },
    {
      name: 'officeEmail',
      type: 'email',
      label: tr('E-mail da secretaria', 'Correo de la secretaría', 'Office email'),
    },
    {
      name: 'officeLanguage',
      type: 'select',
      required: true,
      defaultValue: 'pt',
      options: [
        { value: 'pt', label: 'Português' },
        { value: 'es', label: 'Español' },
        { value: 'en', label: 'English' },
      ],
      label: tr('Idioma da secretaria', 'Idioma de la secretaría', 'Office language'),
      admin: {
        description: tr(
          'Idioma dos e-mails que o site envia à secretaria.',
          'Idioma de los correos que el sitio envía a la secretaría.',
          'Language of the e-mails the site sends to the office.',
        ),
      },
    },
    {
      name: 'officeAddress',
      type: 'textarea',
      localized: true,
      label: tr('Endereço da secretaria', 'Dirección de la secretaría', 'Office address'),
    },
    {
      name: 'dataLicence',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_DATA_LICENCE,
      options: Object.entries(dataLicences).map(([value, { name }]) => ({ value, label: name })),
      label: tr(
        'Licença dos dados publicados',
        'Licencia de los datos publicados',
        'Licence of the published data',
      ),
      admin: {
        description: tr(
          'Licença gravada em cada nova publicação de dados (as anteriores mantêm a sua).',
          'Licencia grabada en cada nueva publicación de datos (las anteriores conservan la suya).',
          'Licence recorded in each new data release (earlier releases keep theirs).',
        ),
      },
    },
    {
      name: 'newestYearFinal',
      type: 'checkbox',
      defaultValue: false,
      label: tr(
        'O ano mais recente está fechado',
        'El año más reciente está cerrado',
        'The newest year is final',
      ),
      admin: {
        description: tr(
          'Desmarcado, a próxima publicação marca o seu ano mais recente como provisório (os registros ainda podem reenviar dados).',
          'Desmarcado, la próxima publicación marca su año más reciente como provisional (los registros aún pueden reenviar datos).',
          'Unticked, the next release marks its newest year as provisional (registries may still resubmit).',
        ),
      },
    },
    {
      name: 'currentBasePeriod',
      type: 'text',
      defaultValue: '2020-2022',
      label: tr(
        'Período de base atual da vigilância',
        'Período base actual de la vigilancia',
        'Current surveillance base period',
      ),
      admin: { placeholder: '2020-2022' },
    },
    {
      name: 'suppressionThreshold',
      type: 'number',
      required: true,
      defaultValue: 5,
      min: 0,
      max: 100,
      admin: {
        step: 1,
        description: tr(
          'Nas tabelas públicas, células com menos casos que este número aparecem como “< N”, sem taxa nem intervalo (0 desativa: todos os números ficam públicos, e uma família de um caso raro pode ser identificada). Membros veem os números exatos dos seus registros.',
          'En las tablas públicas, las celdas con menos casos que este número aparecen como «< N», sin tasa ni intervalo (0 lo desactiva: todas las cifras quedan públicas, y la familia de un caso raro podría ser identificada). Los miembros ven las cifras exactas de sus registros.',
          'In the public tables, cells with fewer cases than this number show as "< N", with no rate or interval (0 turns it off: every number is public, and the family of a rare case could be identified). Members see the exact numbers of their own registries.',
        ),
      },
      // Replaces Payload's own min/max check, so the range is checked here too.
      validate: (
        value: number | null | undefined,
        { req }: { req: { i18n?: { language?: string } } },
      ) =>
        value == null ||
        (Number.isInteger(value) && value >= 0 && value <= 100) ||
        surveillanceTranslator(req.i18n?.language)('issues.outOfRange', { min: 0, max: 100 }),
      label: tr(
        'Limite de casos pequenos (tabelas públicas)',
        'Umbral de casos pequeños (tablas públicas)',
        'Small-number threshold (public tables)',
      ),
    },
    {
      name: 'membersSeeOtherRegistries',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: tr(
          'Desligado: membros veem os números exatos dos seus registros e, dos outros, o que o público vê (células pequenas retidas). Ligado: membros veem os números exatos de todos os registros e da rede.',
          'Apagado: los miembros ven los números exactos de sus registros y, de los demás, lo que ve el público (celdas pequeñas retenidas). Encendido: los miembros ven los números exactos de todos los registros y de la red.',
          "Off: members see their own registries' exact numbers and, of the others, what the public sees (small cells withheld). On: members see every registry's and the network's exact numbers.",
        ),
      },
      label: tr(
        'Membros veem os dados exatos dos outros registros',
        'Los miembros ven los datos exactos de los demás registros',
        "Members see other registries' exact data",
      ),
    },
    {
      name: 'signalFalseDiscoveryRate',
      type: 'number',
      required: true,
      defaultValue: 0.05,
      min: 0.001,
      max: 0.2,
      admin: {
        step: 0.01,
        description: tr(
          'O monitoramento ajusta os valores de p de todos os testes de uma execução (anomalias × testes) por Benjamini–Hochberg ponderado (os alarmes de doze meses com metade do peso); a lista “o que pede atenção primeiro” e os sinais guardados são os de q abaixo deste valor, a proporção esperada de falsos alarmes entre eles.',
          'El monitoreo ajusta los valores de p de todas las pruebas de una ejecución (anomalías × pruebas) por Benjamini–Hochberg ponderado (las alarmas de doce meses con la mitad del peso); la lista «qué requiere atención primero» y las señales guardadas son las de q por debajo de este valor, la proporción esperada de falsas alarmas entre ellas.',
          'The monitoring adjusts the p-values of every test of a run (anomalies × tests) by weighted Benjamini–Hochberg (the twelve-month alarms with half of the weight); the "needs attention first" list and the stored signals are those with q below this value, the expected share of false alarms among them.',
        ),
      },
      // Replaces Payload's own min/max check, so the range is checked here too.
      validate: (
        value: number | null | undefined,
        { req }: { req: { i18n?: { language?: string } } },
      ) =>
        value == null ||
        (Number.isFinite(value) && value >= 0.001 && value <= 0.2) ||
        surveillanceTranslator(req.i18n?.language)('issues.outOfRange', { min: 0.001, max: 0.2 }),
      label: tr(
        'Taxa de falsas descobertas dos sinais (q)',
        'Tasa de falsos descubrimientos de las señales (q)',
        'False discovery rate of the signals (q)',
      ),
    },
    {
      name: 'semesterReminders',
      type: 'array',
      label: tr(
        'Lembretes de envio dos semestres',
        'Recordatorios de envío de los semestres',
        'Semester reminders',
      ),
      labels: {
        singular: tr('Data', 'Fecha', 'Date'),
        plural: tr('Datas', 'Fechas', 'Dates'),
      },
      admin: {
        description: tr(
          'Em cada uma destas datas (todo ano, de manhã, hora UTC), os membros dos registros que ainda não enviaram o último semestre encerrado recebem um lembrete por e-mail.',
          'En cada una de estas fechas (todos los años, por la mañana, hora UTC), los miembros de los registros que aún no enviaron el último semestre terminado reciben un recordatorio por correo.',
          'On each of these dates (every year, in the morning, UTC), the members of the registries that have not yet sent the last ended semester are emailed a reminder.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'number',
              required: true,
              min: 1,
              max: 31,
              label: tr('Dia', 'Día', 'Day'),
              admin: { width: '50%', step: 1 },
            },
            {
              name: 'month',
              type: 'number',
              required: true,
              min: 1,
              max: 12,
              label: tr('Mês', 'Mes', 'Month'),
              admin: { width: '50%', step: 1 },
            },
          ],
        },
      ],
    },
    {
      name: 'submissionDueDays',
      type: 'number',
      required: true,
      defaultValue: 60,
      min: 0,
      max: 365,
      admin: {
        step: 1,
        description: tr(
          'Os registros devem enviar cada semestre até este número de dias após o seu fim; a página de dados mensais mostra a data e quais registros ainda não enviaram.',
          'Los registros deben enviar cada semestre hasta este número de días después de su fin; la página de datos mensuales muestra la fecha y qué registros aún no enviaron.',
          'Registries are due to send each semester within this many days after it ends; the monthly data page shows the date and which registries still owe it.',
        ),
      },
      // Replaces Payload's own min/max check, so the range is checked here too.
      validate: (
        value: number | null | undefined,
        { req }: { req: { i18n?: { language?: string } } },
      ) =>
        value == null ||
        (Number.isInteger(value) && value >= 0 && value <= 365) ||
        surveillanceTranslator(req.i18n?.language)('issues.outOfRange', { min: 0, max: 365 }),
      label: tr(
        'Prazo de envio (dias após o semestre)',
        'Plazo de envío (días después del semestre)',
        'Submission due (days after the semester)',
      ),
    },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      // Only images can be chosen (and saved) here, not the documents kept beside them.
      filterOptions: { mimeType: { contains: 'image' } },
      label: tr(
        'Imagem de destaque da página inicial',
        'Imagen destacada de la página de inicio',
        'Home page hero image',
      ),
      admin: {
        description: tr(
          'Foto larga ao lado do título da página inicial; o texto alternativo vem do arquivo. Sem imagem, a página mostra um fundo com as cores e o mapa da rede.',
          'Foto ancha junto al título de la página de inicio; el texto alternativo viene del archivo. Sin imagen, la página muestra un fondo con los colores y el mapa de la red.',
          "Wide photo beside the home page's title; its alternative text comes from the file. Without one, the page shows a background in the network's colours with its map.",
        ),
      },
    },
    {
      name: 'upcomingMeetingNotes',
      type: 'textarea',
      localized: true,
      label: tr(
        'Notas sobre as próximas reuniões',
        'Notas sobre las próximas reuniones',
        'Upcoming meeting notes',
      ),
    },
    {
      name: 'adminTwoFactor',
      type: 'select',
      required: true,
      defaultValue: 'production',
      // How the admin accounts are guarded is the office's business, not the public's.
      access: { read: isAdminField },
      options: [
        {
          value: 'production',
          label: tr(
            'Exigido em produção (padrão)',
            'Exigido en producción (predeterminado)',
            'Required in production (default)',
          ),
        },
        { value: 'always', label: tr('Sempre exigido', 'Siempre exigido', 'Always required') },
        { value: 'never', label: tr('Não exigido', 'No exigido', 'Not required') },
      ],
      label: tr(
        'Segundo fator dos administradores',
        'Segundo factor de los administradores',
        "Administrators' second factor",
      ),
      admin: {
        description: tr(
          'Quando exigido, um administrador sem segundo fator é levado a cadastrá-lo ao entrar, antes de qualquer outra coisa. O padrão o exige no site em produção (NODE_ENV=production) e não em desenvolvimento nem nos testes.',
          'Cuando se exige, un administrador sin segundo factor debe registrarlo al ingresar, antes de cualquier otra cosa. El valor predeterminado lo exige en el sitio en producción (NODE_ENV=production) y no en desarrollo ni en las pruebas.',
          'When required, an administrator without a second factor is made to enrol one on signing in, before anything else. The default requires it on the production site (NODE_ENV=production), not in development or tests.',
        ),
      },
    },
    {
      name: 'auditRetentionMonths',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_AUDIT_RETENTION_MONTHS,
      min: 1,
      max: 240,
      label: tr(
        'Tempo de guarda do registro de auditoria (meses)',
        'Tiempo de conservación del registro de auditoría (meses)',
        'Audit log retention (months)',
      ),
      admin: {
        step: 1,
        description: tr(
          'Eventos mais antigos que isto são apagados uma vez por dia.',
          'Los eventos más antiguos que esto se borran una vez al día.',
          'Events older than this are deleted once a day.',
        ),
      },
    },
  ],
  hooks: { afterChange: [auditSettingsChange] },
})
