import { tr, type Translated } from '@/i18n/locales'

/**
 * The network's member registries as published in its 2020 paper. Shared by
 * the content seed (registry pages) and the surveillance seed (baseline rates).
 */
export type DemoRegistry = {
  networkCode: string
  initials: string
  country: string
  coverage: 'hospital' | 'population'
  scope: 'national' | 'regional' | 'hospital-network'
  name: Translated
}

export const demoRegistries: DemoRegistry[] = [
  {
    networkCode: 'AR-RENAC',
    initials: 'RENAC',
    country: 'AR',
    coverage: 'hospital',
    scope: 'national',
    name: tr(
      'Rede Nacional de Anomalias Congênitas da Argentina',
      'Red Nacional de Anomalías Congénitas de Argentina',
      'National Network of Congenital Anomalies of Argentina',
    ),
  },
  {
    networkCode: 'BR-SINASC',
    initials: 'SINASC/SIM-BRS',
    country: 'BR',
    coverage: 'population',
    scope: 'national',
    name: tr(
      'Sistema de Informações sobre Nascidos Vivos e de Mortalidade — Brasil',
      'Sistema de Información sobre Nacidos Vivos y de Mortalidad — Brasil',
      'Live Birth and Mortality Information Systems — Brazil',
    ),
  },
  {
    networkCode: 'CL-RENACH',
    initials: 'RENACH',
    country: 'CL',
    coverage: 'hospital',
    scope: 'national',
    name: tr(
      'Registro Nacional de Anomalias Congênitas do Chile',
      'Registro Nacional de Anomalías Congénitas de Chile',
      'National Registry of Congenital Anomalies of Chile',
    ),
  },
  {
    networkCode: 'CR-CREC',
    initials: 'CREC',
    country: 'CR',
    coverage: 'population',
    scope: 'national',
    name: tr(
      'Centro de Registro de Doenças Congênitas da Costa Rica',
      'Centro de Registro de Enfermedades Congénitas de Costa Rica',
      'Costa Rican Birth Defects Registry Centre',
    ),
  },
  {
    networkCode: 'PY-RENADECOPY',
    initials: 'RENADECOPY-PNPDC',
    country: 'PY',
    coverage: 'hospital',
    scope: 'national',
    name: tr(
      'Registro Nacional de Defeitos Congênitos do Paraguai',
      'Registro Nacional de Defectos Congénitos del Paraguay',
      'National Registry of Congenital Defects of Paraguay',
    ),
  },
  {
    networkCode: 'CO-BOG',
    initials: 'PVSDC Bogotá',
    country: 'CO',
    coverage: 'population',
    scope: 'regional',
    name: tr(
      'Programa de Vigilância e Seguimento de Defeitos Congênitos de Bogotá',
      'Programa de Vigilancia y Seguimiento de Defectos Congénitos de Bogotá',
      'Bogotá Congenital Defects Surveillance and Follow-up Programme',
    ),
  },
  {
    networkCode: 'CO-CAL',
    initials: 'PVSDC Cali',
    country: 'CO',
    coverage: 'population',
    scope: 'regional',
    name: tr(
      'Programa de Vigilância e Seguimento de Defeitos Congênitos de Cali',
      'Programa de Vigilancia y Seguimiento de Defectos Congénitos de Cali',
      'Cali Congenital Defects Surveillance and Follow-up Programme',
    ),
  },
  {
    networkCode: 'CL-MAULE',
    initials: 'RRMC SSM',
    country: 'CL',
    coverage: 'population',
    scope: 'regional',
    name: tr(
      'Registro Regional de Malformações Congênitas do Serviço de Saúde do Maule',
      'Registro Regional de Malformaciones Congénitas del Servicio de Salud del Maule',
      'Maule Health Service Regional Registry of Congenital Malformations',
    ),
  },
  {
    networkCode: 'NI-SVDC',
    initials: 'SVDC',
    country: 'NI',
    coverage: 'hospital',
    scope: 'regional',
    name: tr(
      'Sistema de Vigilância de Defeitos Congênitos da Nicarágua',
      'Sistema de Vigilancia de Defectos Congénitos de Nicaragua',
      'Nicaragua Birth Defects Surveillance System',
    ),
  },
  {
    networkCode: 'MX-NL',
    initials: 'ReDeCon HU',
    country: 'MX',
    coverage: 'hospital',
    scope: 'regional',
    name: tr(
      'Registro de Defeitos Congênitos do Hospital Universitário de Nuevo León',
      'Registro de Defectos Congénitos del Hospital Universitario de Nuevo León',
      'Nuevo León University Hospital Birth Defects Registry',
    ),
  },
  {
    networkCode: 'BR-SP',
    initials: 'SINASC/SIM-MSP',
    country: 'BR',
    coverage: 'population',
    scope: 'regional',
    name: tr(
      'Sistemas de Informação sobre Nascidos Vivos e de Mortalidade do Município de São Paulo',
      'Sistemas de Información sobre Nacidos Vivos y de Mortalidad del Municipio de São Paulo',
      'Live Birth and Mortality Information Systems of the City of São Paulo',
    ),
  },
  {
    networkCode: 'ECLAMC',
    initials: 'ECLAMC',
    country: 'AR',
    coverage: 'hospital',
    scope: 'hospital-network',
    name: tr(
      'Estudo Colaborativo Latino-Americano de Malformações Congênitas',
      'Estudio Colaborativo Latinoamericano de Malformaciones Congénitas',
      'Latin American Collaborative Study of Congenital Malformations',
    ),
  },
]
