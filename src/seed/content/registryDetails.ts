import { tr, type Translated } from '@/i18n/locales'
import type { MemberRegistry } from '@/payload-types'

/**
 * What the registry-characteristics page shows beyond the shared demo list
 * (src/seed/registries.ts). Figures are plausible round numbers and people are
 * fictional: this is demo content, not the network's official data.
 * Story and activities use the markup of ./lexical.ts.
 */
export type RegistryDetails = Pick<
  MemberRegistry,
  | 'responsible'
  | 'coveredBirths'
  | 'startYear'
  | 'networkAdmissionYear'
  | 'clearinghouseAdmissionYear'
  | 'totalSettlements'
  | 'maxDiagnosisAge'
  | 'pregnancyOutcomes'
  | 'variablesNotInCases'
  | 'variablesNotInDenominators'
  | 'website'
> & {
  institution: Translated
  region: Translated
  story: Translated
  activities: Translated
}

/**
 * A placeholder name, not a person: the demo never names people for the real registries. The
 * field holds a name, the same in every language, so it is not written in three at once.
 */
const FICTIONAL_RESPONSIBLE = 'Fulano de Tal'

const national = tr('Nacional', 'Nacional', 'National')

export const registryDetails: Record<string, RegistryDetails> = {
  'AR-RENAC': {
    institution: tr(
      'Centro Nacional de Genética Médica — Ministério da Saúde da Argentina',
      'Centro Nacional de Genética Médica — Ministerio de Salud de la Nación',
      'National Centre for Medical Genetics — Ministry of Health of Argentina',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: national,
    coveredBirths: [
      { year: 2017, births: 305000 },
      { year: 2022, births: 285000 },
    ],
    startYear: 2009,
    networkAdmissionYear: 2017,
    clearinghouseAdmissionYear: 2013,
    totalSettlements: 140,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['time-of-death'],
    variablesNotInDenominators: ['maternal-age-stillbirths'],
    website: 'https://renac.example',
    story: tr(
      `O registro começou em 2009 com 25 maternidades públicas e cresceu até cobrir cerca de 40% dos nascimentos do país.

      Os casos são descritos pelos neonatologistas e codificados centralmente, o que garante uma classificação homogênea entre as províncias.`,
      `El registro comenzó en 2009 con 25 maternidades públicas y creció hasta cubrir cerca del 40% de los nacimientos del país.

      Los casos son descritos por los neonatólogos y codificados centralmente, lo que garantiza una clasificación homogénea entre las provincias.`,
      `The registry started in 2009 with 25 public maternity hospitals and grew to cover about 40% of the country's births.

      Cases are described by neonatologists and coded centrally, which keeps the classification consistent across provinces.`,
    ),
    activities: tr(
      `- Envio semestral de casos e nascimentos à rede
      - Relatório anual de prevalências por província
      - Capacitação contínua de neonatologistas na descrição de anomalias`,
      `- Envío semestral de casos y nacimientos a la red
      - Informe anual de prevalencias por provincia
      - Capacitación continua de neonatólogos en la descripción de anomalías`,
      `- Half-yearly submission of cases and births to the network
      - Annual report of prevalence by province
      - Ongoing training of neonatologists in describing anomalies`,
    ),
  },
  'BR-SINASC': {
    institution: tr(
      'Coordenação-Geral de Informações e Análises Epidemiológicas — Ministério da Saúde do Brasil',
      'Coordinación General de Información y Análisis Epidemiológicos — Ministerio de Salud de Brasil',
      'General Coordination of Epidemiological Information and Analysis — Ministry of Health of Brazil',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: national,
    coveredBirths: [{ year: 2017, births: 2920000 }],
    startYear: 1999,
    networkAdmissionYear: 2018,
    totalSettlements: 3800,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['size', 'head-circumference', 'diagnosis-age'],
    variablesNotInDenominators: ['maternal-age-stillbirths'],
    website: 'https://sinasc.example',
    story: tr(
      `Desde 1999 a Declaração de Nascido Vivo tem um campo para anomalias congênitas, preenchido em todas as maternidades do país; os óbitos fetais vêm do Sistema de Informações sobre Mortalidade.

      A epidemia de microcefalia de 2015 levou a uma revisão do preenchimento e a uma lista de anomalias prioritárias para a vigilância.`,
      `Desde 1999 la Declaración de Nacido Vivo tiene un campo para anomalías congénitas, completado en todas las maternidades del país; las muertes fetales provienen del Sistema de Información sobre Mortalidad.

      La epidemia de microcefalia de 2015 llevó a revisar el registro y a definir una lista de anomalías prioritarias para la vigilancia.`,
      `Since 1999 Brazil's live birth certificate has a field for congenital anomalies, filled in at every maternity hospital; fetal deaths come from the Mortality Information System.

      The 2015 microcephaly epidemic led to a review of how the field is filled in and to a list of priority anomalies for surveillance.`,
    ),
    activities: tr(
      `- Painel público de anomalias congênitas prioritárias
      - Qualificação do preenchimento da Declaração de Nascido Vivo
      - Envio anual de dados agregados por unidade da federação`,
      `- Panel público de anomalías congénitas prioritarias
      - Mejora del llenado de la Declaración de Nacido Vivo
      - Envío anual de datos agregados por estado`,
      `- Public dashboard of priority congenital anomalies
      - Improving how the live birth certificate is filled in
      - Annual submission of aggregated data by state`,
    ),
  },
  'CL-RENACH': {
    institution: tr(
      'Departamento de Epidemiologia — Ministério da Saúde do Chile',
      'Departamento de Epidemiología — Ministerio de Salud de Chile',
      'Department of Epidemiology — Ministry of Health of Chile',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: national,
    coveredBirths: [
      { year: 2017, births: 112000 },
      { year: 2022, births: 98000 },
    ],
    startYear: 2016,
    networkAdmissionYear: 2018,
    totalSettlements: 29,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths', 'terminations'],
    variablesNotInCases: ['parity'],
    variablesNotInDenominators: ['none'],
    website: 'https://renach.example',
    story: tr(
      `O registro nacional foi criado em 2016 nas maternidades da rede pública, aproveitando a experiência do registro regional do Maule.

      Desde 2017 inclui as interrupções da gestação por anomalia fetal incompatível com a vida.`,
      `El registro nacional se creó en 2016 en las maternidades de la red pública, aprovechando la experiencia del registro regional del Maule.

      Desde 2017 incluye las interrupciones del embarazo por anomalía fetal incompatible con la vida.`,
      `The national registry was created in 2016 in public maternity hospitals, building on the experience of the Maule regional registry.

      Since 2017 it includes terminations of pregnancy for fetal anomalies incompatible with life.`,
    ),
    activities: tr(
      `- Vigilância mensal de casos nas maternidades públicas
      - Boletim anual com prevalências por região
      - Participação nos projetos colaborativos da rede`,
      `- Vigilancia mensual de casos en las maternidades públicas
      - Boletín anual con prevalencias por región
      - Participación en los proyectos colaborativos de la red`,
      `- Monthly surveillance of cases in public maternity hospitals
      - Annual bulletin with prevalence by region
      - Taking part in the network's collaborative projects`,
    ),
  },
  'CR-CREC': {
    institution: tr(
      'Instituto Costarriquenho de Pesquisa e Ensino em Nutrição e Saúde (INCIENSA)',
      'Instituto Costarricense de Investigación y Enseñanza en Nutrición y Salud (INCIENSA)',
      'Costa Rican Institute for Research and Education in Nutrition and Health (INCIENSA)',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: national,
    coveredBirths: [{ year: 2017, births: 68500 }],
    startYear: 1987,
    networkAdmissionYear: 2017,
    clearinghouseAdmissionYear: 1990,
    totalSettlements: 25,
    maxDiagnosisAge: 'first-year-since-2008',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['none'],
    variablesNotInDenominators: ['none'],
    website: 'https://crec.example',
    story: tr(
      `Um dos registros populacionais mais antigos da região: notifica anomalias de todos os hospitais do país desde 1987.

      Em 2008 a idade máxima de diagnóstico passou a ser o primeiro ano de vida, o que aumentou a detecção de cardiopatias.`,
      `Uno de los registros poblacionales más antiguos de la región: notifica anomalías de todos los hospitales del país desde 1987.

      En 2008 la edad máxima de diagnóstico pasó a ser el primer año de vida, lo que aumentó la detección de cardiopatías.`,
      `One of the oldest population-based registries in the region: it has reported anomalies from every hospital in the country since 1987.

      In 2008 the maximum diagnosis age was extended to the first year of life, which increased the detection of heart defects.`,
    ),
    activities: tr(
      `- Notificação obrigatória de anomalias em todo o país
      - Avaliação do impacto da fortificação de alimentos com ácido fólico
      - Cursos anuais de codificação para hospitais`,
      `- Notificación obligatoria de anomalías en todo el país
      - Evaluación del impacto de la fortificación de alimentos con ácido fólico
      - Cursos anuales de codificación para hospitales`,
      `- Mandatory reporting of anomalies nationwide
      - Assessing the impact of folic acid food fortification
      - Yearly coding courses for hospitals`,
    ),
  },
  'PY-RENADECOPY': {
    institution: tr(
      'Programa Nacional de Prevenção de Defeitos Congênitos — Ministério da Saúde Pública do Paraguai',
      'Programa Nacional de Prevención de Defectos Congénitos — Ministerio de Salud Pública y Bienestar Social',
      'National Programme for the Prevention of Congenital Defects — Ministry of Public Health of Paraguay',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: national,
    coveredBirths: [{ year: 2017, births: 36000 }],
    startYear: 2012,
    networkAdmissionYear: 2019,
    totalSettlements: 18,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['time-of-death', 'diagnosis-age'],
    variablesNotInDenominators: ['maternal-age-stillbirths'],
    website: 'https://renadecopy.example',
    story: tr(
      `O registro nasceu do programa nacional de triagem neonatal e reúne os principais hospitais públicos do país.

      Entrou na rede em 2019 e desde então envia dados semestrais no formato comum.`,
      `El registro nació del programa nacional de tamizaje neonatal y reúne a los principales hospitales públicos del país.

      Ingresó a la red en 2019 y desde entonces envía datos semestrales en el formato común.`,
      `The registry grew out of the national newborn screening programme and brings together the country's main public hospitals.

      It joined the network in 2019 and has sent half-yearly data in the common format since then.`,
    ),
    activities: tr(
      `- Registro de casos em 18 hospitais de referência
      - Integração com a triagem neonatal
      - Oficinas de descrição clínica com apoio da rede`,
      `- Registro de casos en 18 hospitales de referencia
      - Integración con el tamizaje neonatal
      - Talleres de descripción clínica con apoyo de la red`,
      `- Case registration in 18 referral hospitals
      - Linkage with newborn screening
      - Clinical description workshops supported by the network`,
    ),
  },
  'CO-BOG': {
    institution: tr(
      'Secretaria Distrital de Saúde de Bogotá',
      'Secretaría Distrital de Salud de Bogotá',
      'Bogotá District Health Department',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr('Bogotá, Distrito Capital', 'Bogotá, Distrito Capital', 'Bogotá, Capital District'),
    coveredBirths: [
      { year: 2017, births: 87000 },
      { year: 2022, births: 79000 },
    ],
    startYear: 2001,
    networkAdmissionYear: 2017,
    clearinghouseAdmissionYear: 2010,
    totalSettlements: 52,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths', 'terminations'],
    variablesNotInCases: ['none'],
    variablesNotInDenominators: ['none'],
    website: 'https://defectos-bogota.example',
    story: tr(
      `O programa começou em 2001 em poucas instituições e hoje cobre todos os nascimentos da cidade.

      Além da vigilância, acompanha as crianças com defeitos congênitos para garantir o acesso aos serviços de saúde.`,
      `El programa comenzó en 2001 en pocas instituciones y hoy cubre todos los nacimientos de la ciudad.

      Además de la vigilancia, hace seguimiento a los niños con defectos congénitos para garantizar el acceso a los servicios de salud.`,
      `The programme started in 2001 in a few institutions and now covers every birth in the city.

      Beyond surveillance, it follows up children with congenital defects to secure their access to health services.`,
    ),
    activities: tr(
      `- Vigilância ativa em todas as instituições com atendimento de parto
      - Seguimento de crianças com cardiopatias e fendas orais
      - Análise de conglomerados espaciais por localidade`,
      `- Vigilancia activa en todas las instituciones que atienden partos
      - Seguimiento de niños con cardiopatías y hendiduras orales
      - Análisis de conglomerados espaciales por localidad`,
      `- Active surveillance in every institution that attends births
      - Follow-up of children with heart defects and oral clefts
      - Spatial cluster analysis by district`,
    ),
  },
  'CO-CAL': {
    institution: tr(
      'Secretaria de Saúde Pública Municipal de Cali',
      'Secretaría de Salud Pública Municipal de Cali',
      'Cali Municipal Public Health Department',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr('Cali, Valle del Cauca', 'Cali, Valle del Cauca', 'Cali, Valle del Cauca'),
    coveredBirths: [{ year: 2017, births: 28500 }],
    startYear: 2011,
    networkAdmissionYear: 2017,
    clearinghouseAdmissionYear: 2014,
    totalSettlements: 12,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths', 'terminations'],
    variablesNotInCases: ['none'],
    variablesNotInDenominators: ['none'],
    website: 'https://defectos-cali.example',
    story: tr(
      `Inspirado no programa de Bogotá, o programa de Cali começou em 2011 com as maiores maternidades da cidade.

      Em 2016 reforçou a vigilância de microcefalia durante a epidemia de Zika.`,
      `Inspirado en el programa de Bogotá, el programa de Cali comenzó en 2011 con las mayores maternidades de la ciudad.

      En 2016 reforzó la vigilancia de microcefalia durante la epidemia de Zika.`,
      `Modelled on the Bogotá programme, the Cali programme started in 2011 with the city's largest maternity hospitals.

      In 2016 it stepped up microcephaly surveillance during the Zika epidemic.`,
    ),
    activities: tr(
      `- Vigilância de defeitos congênitos em 12 instituições
      - Acompanhamento de crianças expostas ao vírus Zika
      - Formação de residentes de pediatria`,
      `- Vigilancia de defectos congénitos en 12 instituciones
      - Seguimiento de niños expuestos al virus Zika
      - Formación de residentes de pediatría`,
      `- Birth defects surveillance in 12 institutions
      - Follow-up of children exposed to Zika virus
      - Training paediatric residents`,
    ),
  },
  'CL-MAULE': {
    institution: tr(
      'Serviço de Saúde do Maule',
      'Servicio de Salud del Maule',
      'Maule Health Service',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr('Região do Maule', 'Región del Maule', 'Maule Region'),
    coveredBirths: [{ year: 2017, births: 11500 }],
    startYear: 2001,
    networkAdmissionYear: 2017,
    clearinghouseAdmissionYear: 2004,
    totalSettlements: 13,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths', 'terminations'],
    variablesNotInCases: ['none'],
    variablesNotInDenominators: ['none'],
    website: 'https://rrmc-maule.example',
    story: tr(
      `Registro populacional de todos os hospitais da região do Maule desde 2001, com médicos treinados na metodologia do ECLAMC.

      Sua experiência serviu de modelo para o registro nacional do Chile.`,
      `Registro poblacional de todos los hospitales de la región del Maule desde 2001, con médicos capacitados en la metodología del ECLAMC.

      Su experiencia sirvió de modelo para el registro nacional de Chile.`,
      `Population-based registry of every hospital in the Maule region since 2001, with physicians trained in the ECLAMC method.

      Its experience served as the model for Chile's national registry.`,
    ),
    activities: tr(
      `- Registro de todos os nascimentos da região
      - Estudos de fatores de risco ambientais em áreas agrícolas
      - Apoio técnico ao registro nacional`,
      `- Registro de todos los nacimientos de la región
      - Estudios de factores de riesgo ambientales en zonas agrícolas
      - Apoyo técnico al registro nacional`,
      `- Registration of every birth in the region
      - Studies of environmental risk factors in farming areas
      - Technical support to the national registry`,
    ),
  },
  'NI-SVDC': {
    institution: tr(
      'Ministério da Saúde da Nicarágua',
      'Ministerio de Salud de Nicaragua',
      'Ministry of Health of Nicaragua',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr(
      'Manágua e departamentos do Pacífico',
      'Managua y departamentos del Pacífico',
      'Managua and the Pacific departments',
    ),
    coveredBirths: [{ year: 2017, births: 21000 }],
    startYear: 2006,
    networkAdmissionYear: 2019,
    totalSettlements: 9,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['size', 'parity'],
    variablesNotInDenominators: ['maternal-age-stillbirths'],
    website: 'https://svdc-nicaragua.example',
    story: tr(
      `O sistema de vigilância começou em 2006 em hospitais de referência de Manágua e se estendeu aos departamentos do Pacífico.

      A rede apoia a padronização da descrição e da codificação dos casos.`,
      `El sistema de vigilancia comenzó en 2006 en hospitales de referencia de Managua y se extendió a los departamentos del Pacífico.

      La red apoya la estandarización de la descripción y la codificación de los casos.`,
      `The surveillance system started in 2006 in referral hospitals in Managua and extended to the Pacific departments.

      The network supports standard case description and coding.`,
    ),
    activities: tr(
      `- Vigilância hospitalar em 9 hospitais
      - Capacitação em codificação CID-10
      - Envio anual de dados à rede`,
      `- Vigilancia hospitalaria en 9 hospitales
      - Capacitación en codificación CIE-10
      - Envío anual de datos a la red`,
      `- Hospital-based surveillance in 9 hospitals
      - ICD-10 coding training
      - Annual data submission to the network`,
    ),
  },
  'MX-NL': {
    institution: tr(
      'Hospital Universitário da Universidade Autônoma de Nuevo León',
      'Hospital Universitario de la Universidad Autónoma de Nuevo León',
      'University Hospital of the Autonomous University of Nuevo León',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr('Monterrey, Nuevo León', 'Monterrey, Nuevo León', 'Monterrey, Nuevo León'),
    coveredBirths: [{ year: 2017, births: 6500 }],
    startYear: 1995,
    networkAdmissionYear: 2018,
    totalSettlements: 1,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['none'],
    variablesNotInDenominators: ['none'],
    website: 'https://redecon-nl.example',
    story: tr(
      `Registro de um único hospital universitário, mantido pelo serviço de genética desde 1995.

      Todos os recém-nascidos são examinados por geneticistas, o que dá ao registro descrições clínicas muito detalhadas.`,
      `Registro de un único hospital universitario, mantenido por el servicio de genética desde 1995.

      Todos los recién nacidos son examinados por genetistas, lo que da al registro descripciones clínicas muy detalladas.`,
      `A single university hospital registry, kept by the genetics service since 1995.

      Every newborn is examined by geneticists, which gives the registry very detailed clinical descriptions.`,
    ),
    activities: tr(
      `- Exame dismorfológico de todos os recém-nascidos
      - Estudos de caso-controle com o ECLAMC
      - Ensino de dismorfologia para residentes`,
      `- Examen dismorfológico de todos los recién nacidos
      - Estudios de casos y controles con el ECLAMC
      - Enseñanza de dismorfología a residentes`,
      `- Dysmorphology examination of every newborn
      - Case-control studies with ECLAMC
      - Teaching dysmorphology to residents`,
    ),
  },
  'BR-SP': {
    institution: tr(
      'Coordenação de Epidemiologia e Informação — Secretaria Municipal da Saúde de São Paulo',
      'Coordinación de Epidemiología e Información — Secretaría Municipal de Salud de São Paulo',
      'Epidemiology and Information Office — São Paulo City Health Department',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr('Município de São Paulo', 'Municipio de São Paulo', 'City of São Paulo'),
    coveredBirths: [{ year: 2017, births: 163000 }],
    startYear: 2010,
    networkAdmissionYear: 2018,
    totalSettlements: 110,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['size', 'head-circumference'],
    variablesNotInDenominators: ['maternal-age-stillbirths'],
    website: 'https://sinasc-sp.example',
    story: tr(
      `A cidade de São Paulo revisa as anomalias declaradas nos nascimentos e óbitos desde 2010, com busca ativa nos prontuários.

      A revisão aumentou a qualidade da descrição e a completude dos dados enviados à rede.`,
      `La ciudad de São Paulo revisa las anomalías declaradas en los nacimientos y defunciones desde 2010, con búsqueda activa en las historias clínicas.

      La revisión mejoró la calidad de la descripción y la completitud de los datos enviados a la red.`,
      `The city of São Paulo has reviewed the anomalies reported on birth and death certificates since 2010, with active searches of medical records.

      The review improved the quality of descriptions and the completeness of the data sent to the network.`,
    ),
    activities: tr(
      `- Revisão de declarações com anomalias em 110 estabelecimentos
      - Boletim anual de anomalias congênitas da cidade
      - Capacitação das equipes das maternidades`,
      `- Revisión de declaraciones con anomalías en 110 establecimientos
      - Boletín anual de anomalías congénitas de la ciudad
      - Capacitación de los equipos de las maternidades`,
      `- Review of certificates with anomalies in 110 facilities
      - Annual bulletin of congenital anomalies in the city
      - Training of maternity hospital teams`,
    ),
  },
  ECLAMC: {
    institution: tr(
      'Rede de hospitais do ECLAMC (coordenação em Buenos Aires e no Rio de Janeiro)',
      'Red de hospitales del ECLAMC (coordinación en Buenos Aires y Río de Janeiro)',
      'ECLAMC hospital network (coordinated from Buenos Aires and Rio de Janeiro)',
    ),
    responsible: FICTIONAL_RESPONSIBLE,
    region: tr(
      'Hospitais de vários países da América do Sul',
      'Hospitales de varios países de América del Sur',
      'Hospitals in several South American countries',
    ),
    coveredBirths: [{ year: 2017, births: 95000 }],
    startYear: 1967,
    networkAdmissionYear: 2017,
    clearinghouseAdmissionYear: 1974,
    totalSettlements: 70,
    maxDiagnosisAge: 'hospital-discharge',
    pregnancyOutcomes: ['live-births', 'stillbirths'],
    variablesNotInCases: ['none'],
    variablesNotInDenominators: ['none'],
    website: 'https://eclamc.example',
    story: tr(
      `Programa de pesquisa clínica e epidemiológica de anomalias congênitas em hospitais latino-americanos, iniciado em 1967.

      Seu modelo caso-controle, com um controle não malformado para cada caso, deu origem a muitos dos registros da rede.`,
      `Programa de investigación clínica y epidemiológica de anomalías congénitas en hospitales latinoamericanos, iniciado en 1967.

      Su modelo de casos y controles, con un control no malformado por cada caso, dio origen a muchos de los registros de la red.`,
      `A clinical and epidemiological research programme on congenital anomalies in Latin American hospitals, started in 1967.

      Its case-control model, with one non-malformed control for each case, gave rise to many of the network's registries.`,
    ),
    activities: tr(
      `- Registro caso-controle em hospitais de vários países
      - Estudos de fatores de risco e de teratógenos
      - Formação de pediatras em dismorfologia`,
      `- Registro de casos y controles en hospitales de varios países
      - Estudios de factores de riesgo y teratógenos
      - Formación de pediatras en dismorfología`,
      `- Case-control registration in hospitals across several countries
      - Studies of risk factors and teratogens
      - Training paediatricians in dysmorphology`,
    ),
  },
}
