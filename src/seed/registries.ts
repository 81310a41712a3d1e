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
  /** The city where the registry is based (decimal degrees), for its marker on the map. */
  basedAt: { city: string; latitude: number; longitude: number }
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
    basedAt: { city: 'Buenos Aires', latitude: -34.6037, longitude: -58.3816 },
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
    basedAt: { city: 'Brasília', latitude: -15.7939, longitude: -47.8828 },
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
    basedAt: { city: 'Santiago', latitude: -33.4489, longitude: -70.6693 },
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
    basedAt: { city: 'Tres Ríos', latitude: 9.9067, longitude: -83.9869 },
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
    basedAt: { city: 'Asunción', latitude: -25.2637, longitude: -57.5759 },
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
    basedAt: { city: 'Bogotá', latitude: 4.711, longitude: -74.0721 },
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
    basedAt: { city: 'Cali', latitude: 3.4516, longitude: -76.532 },
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
    basedAt: { city: 'Talca', latitude: -35.4264, longitude: -71.6554 },
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
    basedAt: { city: 'Managua', latitude: 12.115, longitude: -86.2362 },
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
    basedAt: { city: 'Monterrey', latitude: 25.6866, longitude: -100.3161 },
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
    basedAt: { city: 'São Paulo', latitude: -23.5505, longitude: -46.6333 },
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
    basedAt: { city: 'Buenos Aires', latitude: -34.5885, longitude: -58.4253 },
  },
]
