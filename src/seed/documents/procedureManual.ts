import type { Locale } from '@/i18n/locales'
import type { DemoDocument } from '../files/pdf'

/** The network procedures manual, written in each language (demo text). */
export const procedureManual: Record<Locale, DemoDocument> = {
  pt: {
    language: 'pt',
    kind: 'Manual',
    title: 'Manual de procedimentos da rede',
    subtitle: 'Versão 4.0 · março de 2026',
    summary:
      'Como os registros membros coletam, revisam e enviam seus dados à rede, e como a secretaria os recebe, confere e devolve em forma de indicadores para a vigilância.',
    sections: [
      {
        heading: 'Objetivo e alcance',
        paragraphs: [
          'Este manual reúne os procedimentos comuns a todos os registros membros da rede. Ele vale para registros de base hospitalar e de base populacional e descreve o caminho de um caso desde a observação ao nascimento até a sua inclusão nas tabelas e nos testes estatísticos da vigilância.',
          'As regras aqui descritas não substituem as normas nacionais de cada país. Quando uma norma local pedir mais informação do que a rede, o registro segue a norma local e envia à rede apenas as variáveis previstas nos formulários.',
        ],
      },
      {
        heading: 'Organização da rede',
        paragraphs: [
          'A rede é formada pelos registros membros, por uma coordenação eleita em assembleia e por uma secretaria executiva. Cada registro indica uma pessoa responsável pelo contato com a secretaria e uma pessoa substituta, que recebem as comunicações sobre prazos, consultas de dados e alertas.',
          'A secretaria mantém a lista de registros, os formulários, o calendário de envios e a área de membros do site, onde ficam os manuais, os documentos oficiais e as ferramentas de consulta.',
        ],
        items: [
          'Assembleia geral: reúne todos os registros uma vez por ano, no encontro anual.',
          'Coordenação: conduz a rede entre as assembleias e aprova novos membros.',
          'Secretaria: recebe os dados, faz o controle de qualidade e publica os relatórios.',
        ],
      },
      {
        heading: 'Definição de caso',
        paragraphs: [
          'É caso todo nascido vivo ou natimorto com pelo menos uma anomalia congênita maior, estrutural ou cromossômica, identificada desde o nascimento até a alta hospitalar. Natimortos são incluídos a partir de 500 gramas ou de 20 semanas de gestação, conforme o critério adotado pelo registro e informado à secretaria.',
          'Anomalias menores isoladas, como apêndices pré-auriculares ou manchas cutâneas, não configuram caso. Quando acompanham uma anomalia maior, são descritas no mesmo registro para ajudar no reconhecimento de síndromes.',
        ],
      },
      {
        heading: 'Registro e revisão dos casos',
        paragraphs: [
          'A equipe do hospital descreve cada anomalia em linguagem simples, anotando localização, lado e extensão. O diagnóstico sindrômico só é registrado quando confirmado por exame ou por avaliação de profissional com experiência em genética clínica.',
          'Antes de cada envio, a pessoa responsável pelo registro revisa as descrições e os códigos atribuídos, seguindo o manual de descrição e codificação da rede. Casos com descrição incompleta ficam pendentes até serem esclarecidos com a equipe que os observou.',
        ],
      },
      {
        heading: 'Denominadores',
        paragraphs: [
          'As prevalências da rede são calculadas por 10.000 nascimentos. Por isso, todo registro envia, além dos casos, o total mensal de nascidos vivos e de natimortos da sua área de cobertura, obtido do livro de partos dos hospitais participantes ou do sistema de estatísticas vitais do país.',
          'Quando um hospital deixa de participar ou passa a participar no meio de um semestre, o registro informa o mês da mudança no campo de observações, para que a série de nascimentos possa ser interpretada corretamente.',
        ],
      },
      {
        heading: 'Envio semestral dos dados',
        paragraphs: [
          'Os dados são enviados por semestre, pela área de membros do site, nos formulários de casos e de nascimentos. O prazo de cada envio é o fim do trimestre seguinte ao semestre a que os dados se referem; a secretaria lembra os registros um mês antes do prazo.',
          'Um envio pode ser corrigido enquanto a secretaria não o tiver aceitado. Depois de aceito, uma correção é feita por um novo envio do mesmo semestre, acompanhado de uma nota que explique o que mudou.',
        ],
      },
      {
        heading: 'Controle de qualidade',
        paragraphs: [
          'Ao receber um envio, o sistema confere o formato dos arquivos, os meses e os códigos das anomalias. Em seguida, a secretaria compara os números com os semestres anteriores e pergunta ao registro sobre variações que não tenham explicação aparente.',
        ],
        items: [
          'Meses sem nascimentos informados ou com nascimentos muito abaixo da média.',
          'Anomalias com número de casos muito diferente do esperado para o registro.',
          'Campos deixados em branco quando o valor conhecido é zero.',
        ],
      },
      {
        heading: 'Confidencialidade',
        paragraphs: [
          'A rede recebe apenas dados agregados por mês e por anomalia. Nomes, documentos, endereços e qualquer outra informação que permita identificar uma família permanecem no registro de origem e nunca são enviados à secretaria.',
          'O acesso à área de membros é pessoal. Cada pessoa usa a própria conta e não compartilha a senha; contas de quem deixa o registro são desativadas a pedido da pessoa responsável.',
        ],
      },
      {
        heading: 'Vigilância e comunicação de alertas',
        paragraphs: [
          'A cada envio aceito, a secretaria atualiza os testes de vigilância: o teste de alarme, o canal endêmico e a busca de agregados no tempo. Um sinal estatístico é discutido primeiro com o registro envolvido, que verifica a qualidade dos dados e o contexto local.',
          'Somente depois dessa verificação a coordenação decide se o sinal merece uma comunicação às autoridades de saúde ou uma investigação conjunta. Os relatórios semestrais ficam disponíveis a todos os membros na área restrita do site.',
        ],
      },
    ],
  },
  es: {
    language: 'es',
    kind: 'Manual',
    title: 'Manual de procedimientos de la red',
    subtitle: 'Versión 4.0 · marzo de 2026',
    summary:
      'Cómo los registros miembros recogen, revisan y envían sus datos a la red, y cómo la secretaría los recibe, verifica y devuelve en forma de indicadores para la vigilancia.',
    sections: [
      {
        heading: 'Objetivo y alcance',
        paragraphs: [
          'Este manual reúne los procedimientos comunes a todos los registros miembros de la red. Se aplica a registros de base hospitalaria y de base poblacional y describe el recorrido de un caso desde la observación al nacer hasta su inclusión en las tablas y en las pruebas estadísticas de la vigilancia.',
          'Las reglas aquí descritas no reemplazan las normas nacionales de cada país. Cuando una norma local pida más información que la red, el registro sigue la norma local y envía a la red solo las variables previstas en los formularios.',
        ],
      },
      {
        heading: 'Organización de la red',
        paragraphs: [
          'La red está formada por los registros miembros, por una coordinación elegida en asamblea y por una secretaría ejecutiva. Cada registro designa a una persona responsable del contacto con la secretaría y a una persona suplente, que reciben las comunicaciones sobre plazos, consultas de datos y alertas.',
          'La secretaría mantiene la lista de registros, los formularios, el calendario de envíos y el área de miembros del sitio, donde se encuentran los manuales, los documentos oficiales y las herramientas de consulta.',
        ],
        items: [
          'Asamblea general: reúne a todos los registros una vez al año, en el encuentro anual.',
          'Coordinación: conduce la red entre asambleas y aprueba nuevos miembros.',
          'Secretaría: recibe los datos, hace el control de calidad y publica los informes.',
        ],
      },
      {
        heading: 'Definición de caso',
        paragraphs: [
          'Es caso todo nacido vivo o mortinato con al menos una anomalía congénita mayor, estructural o cromosómica, identificada desde el nacimiento hasta el alta hospitalaria. Los mortinatos se incluyen a partir de 500 gramos o de 20 semanas de gestación, según el criterio adoptado por el registro e informado a la secretaría.',
          'Las anomalías menores aisladas, como apéndices preauriculares o manchas cutáneas, no constituyen caso. Cuando acompañan a una anomalía mayor, se describen en el mismo registro para ayudar a reconocer síndromes.',
        ],
      },
      {
        heading: 'Registro y revisión de los casos',
        paragraphs: [
          'El equipo del hospital describe cada anomalía con palabras sencillas, anotando localización, lado y extensión. El diagnóstico sindrómico solo se registra cuando lo confirma un examen o la evaluación de un profesional con experiencia en genética clínica.',
          'Antes de cada envío, la persona responsable del registro revisa las descripciones y los códigos asignados, siguiendo el manual de descripción y codificación de la red. Los casos con descripción incompleta quedan pendientes hasta aclararlos con el equipo que los observó.',
        ],
      },
      {
        heading: 'Denominadores',
        paragraphs: [
          'Las prevalencias de la red se calculan por 10.000 nacimientos. Por eso, cada registro envía, además de los casos, el total mensual de nacidos vivos y de mortinatos de su área de cobertura, obtenido del libro de partos de los hospitales participantes o del sistema de estadísticas vitales del país.',
          'Cuando un hospital deja de participar o se incorpora a mitad de un semestre, el registro informa el mes del cambio en el campo de observaciones, para que la serie de nacimientos pueda interpretarse correctamente.',
        ],
      },
      {
        heading: 'Envío semestral de los datos',
        paragraphs: [
          'Los datos se envían por semestre, desde el área de miembros del sitio, en los formularios de casos y de nacimientos. El plazo de cada envío es el fin del trimestre siguiente al semestre al que se refieren los datos; la secretaría lo recuerda a los registros un mes antes.',
          'Un envío puede corregirse mientras la secretaría no lo haya aceptado. Una vez aceptado, la corrección se hace con un nuevo envío del mismo semestre, acompañado de una nota que explique qué cambió.',
        ],
      },
      {
        heading: 'Control de calidad',
        paragraphs: [
          'Al recibir un envío, el sistema verifica el formato de los archivos, los meses y los códigos de las anomalías. Luego la secretaría compara las cifras con los semestres anteriores y consulta al registro sobre las variaciones que no tengan una explicación evidente.',
        ],
        items: [
          'Meses sin nacimientos informados o con nacimientos muy por debajo del promedio.',
          'Anomalías con un número de casos muy distinto del esperado para el registro.',
          'Campos en blanco cuando el valor conocido es cero.',
        ],
      },
      {
        heading: 'Confidencialidad',
        paragraphs: [
          'La red recibe solo datos agregados por mes y por anomalía. Nombres, documentos, direcciones y cualquier otra información que permita identificar a una familia permanecen en el registro de origen y nunca se envían a la secretaría.',
          'El acceso al área de miembros es personal. Cada persona usa su propia cuenta y no comparte la contraseña; las cuentas de quienes dejan el registro se desactivan a pedido de la persona responsable.',
        ],
      },
      {
        heading: 'Vigilancia y comunicación de alertas',
        paragraphs: [
          'Con cada envío aceptado, la secretaría actualiza las pruebas de vigilancia: la prueba de alarma, el canal endémico y la búsqueda de conglomerados en el tiempo. Una señal estadística se discute primero con el registro involucrado, que verifica la calidad de los datos y el contexto local.',
          'Solo después de esa verificación la coordinación decide si la señal amerita una comunicación a las autoridades sanitarias o una investigación conjunta. Los informes semestrales están disponibles para todos los miembros en el área restringida del sitio.',
        ],
      },
    ],
  },
  en: {
    language: 'en',
    kind: 'Manual',
    title: 'Network procedures manual',
    subtitle: 'Version 4.0 · March 2026',
    summary:
      'How member registries collect, review and submit their data to the network, and how the office receives and checks them and returns them as surveillance indicators.',
    sections: [
      {
        heading: 'Purpose and scope',
        paragraphs: [
          'This manual brings together the procedures shared by every member registry of the network. It applies to hospital-based and population-based registries alike and follows a case from its observation at birth to its place in the surveillance tables and statistical tests.',
          'The rules described here do not replace each country’s national regulations. Where a local rule asks for more information than the network does, the registry follows the local rule and sends the network only the variables provided for in the forms.',
        ],
      },
      {
        heading: 'How the network is organised',
        paragraphs: [
          'The network is made up of its member registries, a coordination elected by the assembly and an executive office. Each registry names a contact person for the office and a deputy; both receive the messages about deadlines, data queries and alerts.',
          'The office keeps the list of registries, the forms, the submission calendar and the members’ area of the website, which holds the manuals, the official documents and the query tools.',
        ],
        items: [
          'General assembly: brings every registry together once a year, at the annual meeting.',
          'Coordination: leads the network between assemblies and approves new members.',
          'Office: receives the data, checks their quality and publishes the reports.',
        ],
      },
      {
        heading: 'Case definition',
        paragraphs: [
          'A case is any live birth or stillbirth with at least one major congenital anomaly, structural or chromosomal, identified from birth until hospital discharge. Stillbirths are included from 500 grams or 20 weeks of gestation, according to the criterion the registry has adopted and reported to the office.',
          'Isolated minor anomalies, such as preauricular tags or skin marks, do not make a case. When they come with a major anomaly, they are described in the same record to help recognise syndromes.',
        ],
      },
      {
        heading: 'Recording and reviewing cases',
        paragraphs: [
          'The hospital team describes each anomaly in plain words, noting its location, side and extent. A syndrome is recorded only when confirmed by a test or by the assessment of a professional experienced in clinical genetics.',
          'Before each submission, the registry’s contact person reviews the descriptions and the codes given, following the network’s manual for describing and coding anomalies. Cases with an incomplete description stay pending until they are clarified with the team who observed them.',
        ],
      },
      {
        heading: 'Denominators',
        paragraphs: [
          'The network’s prevalence figures are per 10,000 births. Every registry therefore sends, besides its cases, the monthly number of live births and stillbirths in its coverage area, taken from the delivery records of the participating hospitals or from the country’s vital statistics.',
          'When a hospital leaves or joins in the middle of a half-year, the registry gives the month of the change in the notes field, so that the series of births can be read correctly.',
        ],
      },
      {
        heading: 'Half-yearly data submission',
        paragraphs: [
          'Data are submitted by half-year, through the members’ area of the website, on the cases and births forms. Each submission is due by the end of the quarter following the half-year it covers; the office sends a reminder one month before.',
          'A submission can be corrected until the office has accepted it. Once accepted, a correction is made by a new submission for the same half-year, with a note explaining what changed.',
        ],
      },
      {
        heading: 'Quality control',
        paragraphs: [
          'When a submission arrives, the system checks the files’ format, the months and the anomaly codes. The office then compares the figures with earlier half-years and asks the registry about changes that have no obvious explanation.',
        ],
        items: [
          'Months with no births reported, or with births far below the average.',
          'Anomalies with a number of cases very different from what is expected for the registry.',
          'Fields left blank when the known value is zero.',
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: [
          'The network receives only data aggregated by month and by anomaly. Names, identity documents, addresses and any other information that could identify a family stay with the registry of origin and are never sent to the office.',
          'Access to the members’ area is personal. Each person uses their own account and does not share the password; the accounts of people who leave the registry are closed at the contact person’s request.',
        ],
      },
      {
        heading: 'Surveillance and alerts',
        paragraphs: [
          'With each accepted submission, the office updates the surveillance tests: the alarm test, the endemic channel and the search for clusters in time. A statistical signal is first discussed with the registry concerned, which checks the quality of the data and the local context.',
          'Only after that check does the coordination decide whether the signal calls for a message to the health authorities or a joint investigation. The half-yearly reports are available to every member in the restricted area of the website.',
        ],
      },
    ],
  },
}
