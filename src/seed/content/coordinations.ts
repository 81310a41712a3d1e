import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { Coordination } from '@/payload-types'
import { createInLocales, withRowIds } from './context'
import { fictional } from './fictionalPeople'
import { lexical } from './lexical'

// Demonstration members: fictional names (fictionalPeople) and role addresses on the
// reserved .example domain.

type Member = {
  name: string
  email: string
  country: NonNullable<NonNullable<Coordination['members']>[number]['country']>
  role: Translated
}
type Term = {
  name: Translated
  description: Translated
  startYear: number
  endYear: number
  members: Member[]
}

const role = {
  coordinator: tr('Coordenadora geral', 'Coordinadora general', 'General coordinator'),
  viceCoordinator: tr('Vice-coordenador', 'Vicecoordinador', 'Deputy coordinator'),
  secretary: tr('Secretária executiva', 'Secretaria ejecutiva', 'Executive secretary'),
  registries: tr(
    'Representante dos registros',
    'Representante de los registros',
    'Registries representative',
  ),
  statistics: tr(
    'Responsável pela vigilância estatística',
    'Responsable de la vigilancia estadística',
    'Statistical surveillance lead',
  ),
}

const terms: Term[] = [
  {
    name: tr('Coordenação 2024–2026', 'Coordinación 2024–2026', 'Coordination 2024–2026'),
    description: tr(
      `A coordenação atual foi eleita na assembleia geral de 2023. A secretaria funciona no Departamento de Genética da Universidade Federal do Rio de Janeiro.

      Cada registro membro tem um voto na assembleia anual.`,
      `La coordinación actual fue elegida en la asamblea general de 2023. La secretaría funciona en el Departamento de Genética de la Universidad Federal de Río de Janeiro.

      Cada registro miembro tiene un voto en la asamblea anual.`,
      `The current coordination was elected at the 2023 general assembly. The office is at the Department of Genetics of the Federal University of Rio de Janeiro.

      Each member registry has one vote in the annual assembly.`,
    ),
    startYear: 2024,
    endYear: 2026,
    members: [
      {
        name: fictional('A'),
        email: 'coordenacao@relamc.example',
        country: 'BR',
        role: role.coordinator,
      },
      {
        name: fictional('B'),
        email: 'vicecoordinacion@relamc.example',
        country: 'CO',
        role: role.viceCoordinator,
      },
      {
        name: fictional('C'),
        email: 'secretaria@relamc.example',
        country: 'BR',
        role: role.secretary,
      },
      {
        name: fictional('D'),
        email: 'registros@relamc.example',
        country: 'CR',
        role: role.registries,
      },
    ],
  },
  {
    name: tr('Coordenação 2021–2023', 'Coordinación 2021–2023', 'Coordination 2021–2023'),
    description: tr(
      `A coordenação anterior conduziu a rede durante a retomada das atividades após a pandemia e organizou os primeiros encontros anuais online.`,
      `La coordinación anterior condujo la red durante la reanudación de las actividades tras la pandemia y organizó los primeros encuentros anuales en línea.`,
      `The previous coordination led the network as activities resumed after the pandemic and organised the first online annual meetings.`,
    ),
    startYear: 2021,
    endYear: 2023,
    members: [
      {
        name: fictional('E'),
        email: 'coordenacao-2021@relamc.example',
        country: 'AR',
        role: tr('Coordenador geral', 'Coordinador general', 'General coordinator'),
      },
      {
        name: fictional('A'),
        email: 'vicecoordenacao-2021@relamc.example',
        country: 'BR',
        role: tr('Vice-coordenadora', 'Vicecoordinadora', 'Deputy coordinator'),
      },
      {
        name: fictional('F'),
        email: 'secretaria-2021@relamc.example',
        country: 'CL',
        role: role.statistics,
      },
    ],
  },
]

export async function seedCoordinations(payload: Payload): Promise<void> {
  for (const term of terms) {
    await createInLocales(payload, 'coordinations', (locale, created) => ({
      name: term.name[locale],
      description: lexical(term.description[locale]),
      startYear: term.startYear,
      endYear: term.endYear,
      members: withRowIds(
        created?.members,
        term.members.map(({ role: memberRole, ...member }) => ({
          ...member,
          role: memberRole[locale],
        })),
      ),
    }))
  }
}
