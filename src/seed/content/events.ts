import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { Illustration } from '../files/illustration'
import { uploadIllustration } from '../files/upload'
import { createInLocales, day } from './context'

/**
 * Congresses and courses the network takes part in. The reference date orders
 * the list; the display date, when set, is what a visitor sees instead; an end
 * date makes it a span of days.
 */
type Event = {
  name: Translated
  place: Translated
  referenceDate: string
  displayDate?: string
  endDate?: string
  description?: Translated
  link: string
  /** The generated picture of the event's card. */
  illustration: Illustration
}

const events: Event[] = [
  {
    name: tr(
      'Dia Mundial dos Defeitos Congênitos',
      'Día Mundial de los Defectos Congénitos',
      'World Birth Defects Day',
    ),
    place: tr(
      'Ações nos países da rede',
      'Acciones en los países de la red',
      'Activities in the network countries',
    ),
    referenceDate: '2027-03-03',
    illustration: { motif: 'ribbons', hue: 345, seed: 1 },
    description: tr(
      'Os registros da rede divulgam seus dados e materiais de prevenção (demonstração).',
      'Los registros de la red difunden sus datos y materiales de prevención (demostración).',
      'The network’s registries share their data and prevention materials (demo).',
    ),
    link: 'https://www.worldbirthdefectsday.org',
  },
  {
    name: tr(
      'Curso online de codificação de anomalias congênitas (CID-10)',
      'Curso en línea de codificación de anomalías congénitas (CIE-10)',
      'Online course on coding congenital anomalies (ICD-10)',
    ),
    place: tr('Online', 'En línea', 'Online'),
    referenceDate: '2027-02-01',
    illustration: { motif: 'calendar', hue: 265, seed: 2 },
    displayDate: '2027-02-08',
    endDate: '2027-03-19',
    description: tr(
      'Seis semanas de aulas gravadas e exercícios com casos fictícios (demonstração).',
      'Seis semanas de clases grabadas y ejercicios con casos ficticios (demostración).',
      'Six weeks of recorded lessons and exercises with fictional cases (demo).',
    ),
    link: 'https://cursos.relamc.example/codificacao',
  },
  {
    name: tr(
      'Reunião anual do International Clearinghouse for Birth Defects Surveillance and Research',
      'Reunión anual del International Clearinghouse for Birth Defects Surveillance and Research',
      'International Clearinghouse for Birth Defects Surveillance and Research annual meeting',
    ),
    place: tr('Online', 'En línea', 'Online'),
    referenceDate: '2026-09-14',
    illustration: { motif: 'network', hue: 215, seed: 3 },
    endDate: '2026-09-16',
    link: 'https://www.icbd.org',
  },
  {
    name: tr(
      'Jornada Latino-Americana de Defeitos Congênitos',
      'Jornada Latinoamericana de Defectos Congénitos',
      'Latin American Birth Defects Conference',
    ),
    place: tr('Santiago, Chile', 'Santiago, Chile', 'Santiago, Chile'),
    referenceDate: '2026-06-10',
    illustration: { motif: 'map', hue: 190, seed: 4 },
    displayDate: '2026-06-11',
    endDate: '2026-06-13',
    description: tr(
      'Três dias de conferências e oficinas sobre vigilância de anomalias congênitas (demonstração).',
      'Tres días de conferencias y talleres sobre vigilancia de anomalías congénitas (demostración).',
      'Three days of talks and workshops on congenital anomaly surveillance (demo).',
    ),
    link: 'https://jornada.relamc.example',
  },
  {
    name: tr(
      'Congresso Brasileiro de Genética Médica',
      'Congreso Brasileño de Genética Médica',
      'Brazilian Congress of Medical Genetics',
    ),
    place: tr('Porto Alegre, Brasil', 'Porto Alegre, Brasil', 'Porto Alegre, Brazil'),
    referenceDate: '2025-05-21',
    illustration: { motif: 'helix', hue: 160, seed: 5 },
    link: 'https://congresso-genetica.example',
  },
]

export async function seedEvents(payload: Payload): Promise<void> {
  for (const event of events) {
    const image = await uploadIllustration(
      payload,
      `evento-${event.referenceDate}.jpg`,
      event.illustration,
      event.name,
    )
    await createInLocales(payload, 'events', (locale) => ({
      name: event.name[locale],
      place: event.place[locale],
      referenceDate: day(event.referenceDate),
      displayDate: event.displayDate ? day(event.displayDate) : null,
      endDate: event.endDate ? day(event.endDate) : null,
      description: event.description?.[locale] ?? null,
      link: event.link,
      image,
    }))
  }
}
