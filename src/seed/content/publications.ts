import type { Payload } from 'payload'
import { seedContext } from './context'
import type { RegistryPublication } from '@/payload-types'
import type { RegistryIds } from './registries'

/**
 * Example citations: invented authors and titles in real journals, marked
 * "[Demo]" so nobody mistakes them for the network's bibliography, kept as
 * free text. A citation is the same text in every language, so these
 * collections are not localized. Links are PubMed searches on the subject,
 * which always resolve.
 */
const pubmed = (term: string): string =>
  `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(term)}`

type FreeText = { citation: string; year: number; link: string }

/**
 * Two real, published papers of member registries, recorded in fields (the
 * site writes their citation): the data as the publishers give them. No PMID:
 * only what was checked against the publisher is recorded.
 */
type Structured = Pick<
  RegistryPublication,
  'type' | 'authors' | 'title' | 'journal' | 'year' | 'volume' | 'pages' | 'doi'
>

type Publication = FreeText | Structured

const networkPublications: FreeText[] = [
  {
    citation:
      '[Demo] Fictional author A, Fictional author B, Fictional author C, et al. The Latin American Network of Congenital Malformations: registries, methods and first results. Am J Med Genet C Semin Med Genet. 2020;184(4):1–12.',
    year: 2020,
    link: pubmed('Latin American network congenital malformations surveillance'),
  },
  {
    citation:
      '[Demo] Fictional author D, Fictional author E, Fictional author A. Prevalence of microcephaly in Latin American registries before and after the Zika epidemic, 2010–2019. Birth Defects Res. 2021;113(9):1–10.',
    year: 2021,
    link: pubmed('microcephaly prevalence Latin America Zika registries'),
  },
  {
    citation:
      '[Demo] Fictional author F, Fictional author G, Fictional author H, et al. Gastroschisis and young maternal age in eleven Latin American registries. Paediatr Perinat Epidemiol. 2022;36(3):1–9.',
    year: 2022,
    link: pubmed('gastroschisis maternal age Latin America'),
  },
  {
    citation:
      '[Demo] Fictional author I, Fictional author J, Fictional author K. Harmonising ICD-10 coding of congenital anomalies across surveillance systems in Latin America. Rev Panam Salud Publica. 2023;47:e1–e8.',
    year: 2023,
    link: pubmed('ICD-10 coding congenital anomalies surveillance Latin America'),
  },
  {
    citation:
      '[Demo] Fictional author A, Fictional author L, Fictional author M, et al. Statistical alarms for congenital anomaly clusters: five years of semiannual surveillance in a Latin American network. Birth Defects Res. 2025;117(2):1–11.',
    year: 2025,
    link: pubmed('congenital anomalies cluster surveillance statistical alarm'),
  },
]

const registryPublications: Record<string, Publication[]> = {
  'AR-RENAC': [
    {
      type: 'article',
      authors: [
        { name: 'Groisman, Boris' },
        { name: 'Bidondo, María Paz' },
        { name: 'Barbero, Pablo' },
        { name: 'Gili, Juan A.' },
        { name: 'Liascovich, Rosa' },
        { name: 'Grupo de Trabajo RENAC' },
      ],
      title: 'RENAC: Registro Nacional de Anomalías Congénitas de Argentina',
      journal: 'Arch Argent Pediatr',
      year: 2013,
      volume: '111(6)',
      pages: '484-494',
      doi: '10.5546/aap.2013.484',
    },
    {
      citation:
        '[Demo] Fictional author B, Fictional author N, Fictional author O. Ten years of the National Network of Congenital Anomalies of Argentina: coverage and prevalence. Arch Argent Pediatr. 2019;117(5):1–8.',
      year: 2019,
      link: pubmed('RENAC Argentina congenital anomalies'),
    },
    {
      citation:
        '[Demo] Fictional author O, Fictional author B. Neural tube defects after flour fortification in Argentina: an update. Birth Defects Res. 2022;114(11):1–7.',
      year: 2022,
      link: pubmed('neural tube defects folic acid fortification Argentina'),
    },
  ],
  'CR-CREC': [
    {
      citation:
        '[Demo] Fictional author C, Fictional author P. Congenital heart defects detected in the first year of life in Costa Rica, 2008–2017. Rev Biol Trop. 2019;67(2):1–9.',
      year: 2019,
      link: pubmed('congenital heart defects Costa Rica registry'),
    },
    {
      citation:
        '[Demo] Fictional author P, Fictional author C. Thirty years of population-based birth defects surveillance in Costa Rica. Birth Defects Res. 2018;110(6):1–6.',
      year: 2018,
      link: pubmed('birth defects surveillance Costa Rica'),
    },
    {
      citation:
        '[Demo] Fictional author C, Fictional author Q. Down syndrome prevalence and maternal age in Costa Rica. Am J Med Genet A. 2023;191(4):1–8.',
      year: 2023,
      link: pubmed('Down syndrome prevalence Costa Rica'),
    },
  ],
  'CO-BOG': [
    {
      citation:
        '[Demo] Fictional author D, Fictional author R, Fictional author S. Twenty years of the Bogotá congenital defects surveillance and follow-up programme. Biomedica. 2021;41(3):1–12.',
      year: 2021,
      link: pubmed('congenital defects surveillance Bogota'),
    },
    {
      citation:
        '[Demo] Fictional author R, Fictional author D. Spatial clusters of orofacial clefts in Bogotá, 2010–2020. Cleft Palate Craniofac J. 2023;60(8):1–9.',
      year: 2023,
      link: pubmed('orofacial clefts Bogota spatial'),
    },
  ],
  'CL-MAULE': [
    {
      citation:
        '[Demo] Fictional author E, Fictional author T. Pesticide exposure and congenital anomalies in an agricultural region of Chile. Rev Med Chil. 2020;148(7):1–8.',
      year: 2020,
      link: pubmed('pesticides congenital anomalies Chile Maule'),
    },
    {
      citation:
        '[Demo] Fictional author T, Fictional author E. Twenty years of the Maule regional registry of congenital malformations. Rev Chil Pediatr. 2022;93(1):1–7.',
      year: 2022,
      link: pubmed('Maule congenital malformations registry'),
    },
  ],
  'BR-SP': [
    {
      citation:
        '[Demo] Fictional author I, Fictional author U. Active search improves the recording of congenital anomalies on birth certificates in São Paulo. Rev Saude Publica. 2020;54:1–10.',
      year: 2020,
      link: pubmed('congenital anomalies birth certificates Sao Paulo'),
    },
    {
      citation:
        '[Demo] Fictional author U, Fictional author I. Prevalence of priority congenital anomalies in the city of São Paulo, 2010–2022. Epidemiol Serv Saude. 2024;33:1–9.',
      year: 2024,
      link: pubmed('prevalence congenital anomalies Sao Paulo'),
    },
  ],
  ECLAMC: [
    {
      type: 'article',
      authors: [{ name: 'Castilla, Eduardo E.' }, { name: 'Orioli, Iêda M.' }],
      title: 'ECLAMC: The Latin-American Collaborative Study of Congenital Malformations',
      journal: 'Community Genet',
      year: 2004,
      volume: '7(2-3)',
      pages: '76-94',
      doi: '10.1159/000080776',
    },
    {
      citation:
        '[Demo] Fictional author K, Fictional author A. Fifty years of ECLAMC: lessons from a hospital-based case-control surveillance programme. Am J Med Genet C Semin Med Genet. 2018;178(4):1–10.',
      year: 2018,
      link: pubmed('ECLAMC Latin American Collaborative Study Congenital Malformations'),
    },
    {
      citation:
        '[Demo] Fictional author A, Fictional author K. Altitude and congenital anomalies in South American hospitals. Birth Defects Res. 2021;113(4):1–8.',
      year: 2021,
      link: pubmed('altitude congenital anomalies South America'),
    },
  ],
}

export async function seedPublications(payload: Payload, registries: RegistryIds): Promise<void> {
  for (const data of networkPublications) {
    await payload.create({
      collection: 'network-publications',
      data,
      context: seedContext,
      overrideAccess: true,
    })
  }
  for (const [code, publications] of Object.entries(registryPublications)) {
    const registry = registries.get(code)
    if (registry === undefined) throw new Error(`Unknown registry ${code} in demo publications`)
    for (const publication of publications) {
      await payload.create({
        collection: 'registry-publications',
        data: { ...publication, registry },
        context: seedContext,
        overrideAccess: true,
      })
    }
  }
}
