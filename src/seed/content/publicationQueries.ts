import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { PublicationQuery } from '@/payload-types'
import { createInLocales } from './context'

/**
 * Saved literature searches the publications pages link to. The query is a
 * full PubMed search address, so a page can link to it as it is.
 */
const pubmedSearch = (term: string): string =>
  `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(term)}&sort=date`

type Query = { group: PublicationQuery['group']; subgroup: Translated; term: string }

const queries: Query[] = [
  {
    group: 'network',
    subgroup: tr('Artigos da rede', 'Artículos de la red', 'Network papers'),
    term: '"Latin American Network of Congenital Malformations" OR ReLAMC',
  },
  {
    group: 'network',
    subgroup: tr(
      'Vigilância de microcefalia',
      'Vigilancia de microcefalia',
      'Microcephaly surveillance',
    ),
    term: 'microcephaly AND surveillance AND "Latin America"',
  },
  {
    group: 'latin-american-registries',
    subgroup: tr('ECLAMC', 'ECLAMC', 'ECLAMC'),
    term: 'ECLAMC OR "Latin American Collaborative Study of Congenital Malformations"',
  },
  {
    group: 'latin-american-registries',
    subgroup: tr('Registros da Argentina', 'Registros de Argentina', 'Registries in Argentina'),
    term: '"congenital anomalies" AND Argentina AND registry',
  },
  {
    group: 'latin-american-registries',
    subgroup: tr('Registros da Colômbia', 'Registros de Colombia', 'Registries in Colombia'),
    term: '"congenital defects" AND (Bogota OR Cali) AND surveillance',
  },
  {
    group: 'latin-american-registries',
    subgroup: tr('Registros do Brasil', 'Registros de Brasil', 'Registries in Brazil'),
    term: '"congenital anomalies" AND Brazil AND (SINASC OR "live birth information system")',
  },
  {
    group: 'others',
    subgroup: tr(
      'Vírus Zika e anomalias congênitas',
      'Virus Zika y anomalías congénitas',
      'Zika virus and congenital anomalies',
    ),
    term: '"Zika virus" AND "congenital anomalies"',
  },
  {
    group: 'others',
    subgroup: tr(
      'Ácido fólico e defeitos do tubo neural',
      'Ácido fólico y defectos del tubo neural',
      'Folic acid and neural tube defects',
    ),
    term: '"folic acid" AND "neural tube defects" AND fortification',
  },
  {
    group: 'others',
    subgroup: tr(
      'Vigilância internacional (ICBDSR)',
      'Vigilancia internacional (ICBDSR)',
      'International surveillance (ICBDSR)',
    ),
    term: '"International Clearinghouse for Birth Defects Surveillance and Research"',
  },
]

export async function seedPublicationQueries(payload: Payload): Promise<void> {
  for (const query of queries) {
    await createInLocales(payload, 'publication-queries', (locale) => ({
      group: query.group,
      subgroup: query.subgroup[locale],
      query: pubmedSearch(query.term),
    }))
  }
}
