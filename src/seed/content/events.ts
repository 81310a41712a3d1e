import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { Illustration } from '../files/illustration'
import { uploadIllustration } from '../files/upload'
import { createInLocales, day } from './context'

/**
 * Congresses and courses the network takes part in. The reference date orders
 * the list; the display date, when set, is what a visitor sees instead.
 */
type Event = {
  name: Translated
  place: Translated
  referenceDate: string
  displayDate?: string
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
    displayDate: '2027-02-08',
    illustration: { motif: 'calendar', hue: 265, seed: 2 },
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
      link: event.link,
      image,
    }))
  }
}
