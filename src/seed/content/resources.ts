import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import { createInLocales } from './context'
import { lexical } from './lexical'

/**
 * Network resources get their own page and a menu entry; the others are plain
 * links. Network tools live on .example addresses: they are demos.
 */
type Resource = {
  title: Translated
  description: Translated
  link: string
  isNetworkResource: boolean
}

const resources: Resource[] = [
  {
    title: tr(
      'Atlas de anomalias congênitas',
      'Atlas de anomalías congénitas',
      'Atlas of congenital anomalies',
    ),
    description: tr(
      `Fotografias e descrições clínicas das anomalias monitoradas pela rede, com o código CID-10 de cada uma, para apoiar a descrição e a codificação dos casos nos registros.`,
      `Fotografías y descripciones clínicas de las anomalías monitoreadas por la red, con el código CIE-10 de cada una, para apoyar la descripción y la codificación de los casos en los registros.`,
      `Photographs and clinical descriptions of the anomalies the network monitors, with the ICD-10 code of each, to support case description and coding in the registries.`,
    ),
    link: 'https://atlas.relamc.example',
    isNetworkResource: true,
  },
  {
    title: tr(
      'Aplicativo de defeitos congênitos',
      'Aplicación de defectos congénitos',
      'Birth defects app',
    ),
    description: tr(
      `Aplicativo para celular que guia o exame do recém-nascido e sugere o código de cada anomalia observada.

      Funciona sem internet nas maternidades e envia os registros quando há conexão.`,
      `Aplicación para celular que guía el examen del recién nacido y sugiere el código de cada anomalía observada.

      Funciona sin internet en las maternidades y envía los registros cuando hay conexión.`,
      `A mobile app that guides the newborn examination and suggests the code for each anomaly observed.

      It works offline in maternity wards and sends the records when a connection is available.`,
    ),
    link: 'https://app.relamc.example',
    isNetworkResource: true,
  },
  {
    title: tr('Inventário de registros', 'Inventario de registros', 'Inventory of registries'),
    description: tr(
      `Levantamento dos registros e programas de vigilância de anomalias congênitas da América Latina, membros ou não da rede, com cobertura, tipo de registro e contato institucional.`,
      `Relevamiento de los registros y programas de vigilancia de anomalías congénitas de América Latina, miembros o no de la red, con cobertura, tipo de registro y contacto institucional.`,
      `A survey of congenital anomaly registries and surveillance programmes in Latin America, members of the network or not, with coverage, type of registry and institutional contact.`,
    ),
    link: 'https://inventario.relamc.example',
    isNetworkResource: true,
  },
  {
    title: tr(
      'International Clearinghouse for Birth Defects Surveillance and Research (ICBDSR)',
      'International Clearinghouse for Birth Defects Surveillance and Research (ICBDSR)',
      'International Clearinghouse for Birth Defects Surveillance and Research (ICBDSR)',
    ),
    description: tr(
      `Organização internacional que reúne programas de vigilância de defeitos congênitos de todo o mundo.`,
      `Organización internacional que reúne programas de vigilancia de defectos congénitos de todo el mundo.`,
      `International organisation that brings together birth defects surveillance programmes worldwide.`,
    ),
    link: 'https://www.icbd.org',
    isNetworkResource: false,
  },
  {
    title: tr(
      'Organização Mundial da Saúde — anomalias congênitas',
      'Organización Mundial de la Salud — anomalías congénitas',
      'World Health Organization — birth defects',
    ),
    description: tr(
      `Nota descritiva da OMS sobre anomalias congênitas: causas, prevenção e vigilância.`,
      `Nota descriptiva de la OMS sobre anomalías congénitas: causas, prevención y vigilancia.`,
      `WHO fact sheet on birth defects: causes, prevention and surveillance.`,
    ),
    link: 'https://www.who.int/news-room/fact-sheets/detail/birth-defects',
    isNetworkResource: false,
  },
]

/**
 * Created one after the other in SPEC's order of the resources menu (atlas,
 * app, inventory, then the links): each new document goes last in the
 * office's order (`_order`), which the menu, /recursos and the links page follow.
 */
export async function seedResources(payload: Payload): Promise<void> {
  for (const resource of resources) {
    await createInLocales(payload, 'resources', (locale) => ({
      title: resource.title[locale],
      description: lexical(resource.description[locale]),
      link: resource.link,
      isNetworkResource: resource.isNetworkResource,
    }))
  }
}
