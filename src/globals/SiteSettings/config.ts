import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { tr } from '@/i18n/locales'
import { urlField } from '@/fields/urlField'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

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
          'Nas tabelas públicas, células com menos casos que este número aparecem como “< N”, sem taxa nem intervalo (0 desativa). Membros que entram veem os números exatos.',
          'En las tablas públicas, las celdas con menos casos que este número aparecen como «< N», sin tasa ni intervalo (0 lo desactiva). Los miembros que inician sesión ven los números exactos.',
          'In the public tables, cells with fewer cases than this number show as "< N", with no rate or interval (0 turns it off). Members who sign in see exact numbers.',
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
      name: 'signalFalseDiscoveryRate',
      type: 'number',
      required: true,
      defaultValue: 0.05,
      min: 0.001,
      max: 0.2,
      admin: {
        step: 0.01,
        description: tr(
          'O monitoramento ajusta os valores de p de todos os testes de uma execução (anomalias × testes) por Benjamini–Hochberg; a lista “o que pede atenção primeiro” e os sinais guardados são os de q abaixo deste valor, a proporção esperada de falsos alarmes entre eles.',
          'El monitoreo ajusta los valores de p de todas las pruebas de una ejecución (anomalías × pruebas) por Benjamini–Hochberg; la lista «qué requiere atención primero» y las señales guardadas son las de q por debajo de este valor, la proporción esperada de falsas alarmas entre ellas.',
          'The monitoring adjusts the p-values of every test of a run (anomalies × tests) by Benjamini–Hochberg; the "needs attention first" list and the stored signals are those with q below this value, the expected share of false alarms among them.',
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
  ],
})
