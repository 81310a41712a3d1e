import type { Payload } from 'payload'
import { locales, tr, type Locale } from '@/i18n/locales'
import { seedContext } from './context'
import { footerContent } from './footerContent'

const officeEmail = 'secretaria@relamc.example'

const networkName = tr(
  'Rede Latino-Americana de Malformações Congênitas',
  'Red Latinoamericana de Malformaciones Congénitas',
  'Latin American Network of Congenital Malformations',
)

// The office's address as the network's own 2020 paper gives it (first affiliation of Orioli IM
// et al., "The Latin American network for congenital malformation surveillance: ReLAMC",
// Am J Med Genet C 2020;184:1078–1091, doi:10.1002/ajmg.c.31872). No street is published there.
const officeAddress = tr(
  `Departamento de Genética — Instituto de Biologia
Universidade Federal do Rio de Janeiro (UFRJ)
Rio de Janeiro, RJ — Brasil`,
  `Departamento de Genética — Instituto de Biología
Universidad Federal de Río de Janeiro (UFRJ)
Río de Janeiro, RJ — Brasil`,
  `Department of Genetics — Institute of Biology
Federal University of Rio de Janeiro (UFRJ)
Rio de Janeiro, RJ — Brazil`,
)

const upcomingMeetingNotes = tr(
  'As reuniões operacionais acontecem na última quinta-feira de abril e de outubro; as demais reuniões são marcadas com um mês de antecedência. O encontro anual de 2026 será nos dias 25 e 26 de novembro, das 15:00 às 18:30, online. Propostas de apresentação até 1º de setembro.',
  'Las reuniones operativas se realizan el último jueves de abril y de octubre; las demás reuniones se programan con un mes de anticipación. El encuentro anual de 2026 será los días 25 y 26 de noviembre, de 15:00 a 18:30, en línea. Propuestas de presentación hasta el 1 de septiembre.',
  'Operational meetings take place on the last Thursday of April and October; other meetings are scheduled one month in advance. The 2026 annual meeting will be held online on 25 and 26 November, 15:00 to 18:30. Presentation proposals are due by 1 September.',
)

const contactLabel = tr(
  'Perguntas e solicitações',
  'Preguntas y solicitudes',
  'Questions and requests',
)
const universityLabel = tr('Site da UFRJ', 'Sitio de la UFRJ', 'UFRJ website')

/** The footer as rich text: the address block, the office email and two links. */
const footer = (locale: Locale) =>
  footerContent({
    title: `${networkName[locale]} (ReLAMC)`,
    addressLines: officeAddress[locale].split('\n'),
    email: officeEmail,
    contact: { label: contactLabel[locale], path: '/contato/perguntas-e-solicitacoes' },
    university: { label: universityLabel[locale], url: 'https://ufrj.br' },
  })

export async function seedGlobals(payload: Payload): Promise<void> {
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      data: { content: footer(locale), text: null },
      context: seedContext,
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        networkName: networkName[locale],
        chartsSiteUrl: 'https://graficos.relamc.example',
        officeEmail,
        officeAddress: officeAddress[locale],
        currentBasePeriod: '2020-2022',
        upcomingMeetingNotes: upcomingMeetingNotes[locale],
      },
      context: seedContext,
      overrideAccess: true,
    })
  }
}
