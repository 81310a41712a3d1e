import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import { uploadDemoPdf } from '../files/upload'
import { researchMinutes } from '../documents/webinarDocuments'
import { createInLocales, day } from './context'

type Webinar = {
  date: string
  isVisible: boolean
  name: Translated
  discussedProject: Translated
  withMinutes: boolean
}

const webinars: Webinar[] = [
  {
    date: '2025-08-21',
    isVisible: true,
    name: tr(
      'Webinar de pesquisa — gastrosquise',
      'Webinar de investigación — gastrosquisis',
      'Research webinar — gastroschisis',
    ),
    discussedProject: tr(
      'Gastrosquise e idade materna jovem: estudo multicêntrico',
      'Gastrosquisis y edad materna joven: estudio multicéntrico',
      'Gastroschisis and young maternal age: a multicentre study',
    ),
    withMinutes: true,
  },
  {
    date: '2026-03-19',
    isVisible: true,
    name: tr(
      'Webinar de pesquisa — defeitos do tubo neural',
      'Webinar de investigación — defectos del tubo neural',
      'Research webinar — neural tube defects',
    ),
    discussedProject: tr(
      'Defeitos do tubo neural e fortificação com ácido fólico',
      'Defectos del tubo neural y fortificación con ácido fólico',
      'Neural tube defects and folic acid fortification',
    ),
    withMinutes: true,
  },
  {
    // Hidden while the office confirms speakers; an admin publishes it when ready.
    date: '2027-03-18',
    isVisible: false,
    name: tr(
      'Webinar de pesquisa — cardiopatias congênitas',
      'Webinar de investigación — cardiopatías congénitas',
      'Research webinar — congenital heart defects',
    ),
    discussedProject: tr(
      'Proposta: detecção de cardiopatias congênitas no primeiro ano de vida',
      'Propuesta: detección de cardiopatías congénitas en el primer año de vida',
      'Proposal: detecting congenital heart defects in the first year of life',
    ),
    withMinutes: false,
  },
]

export async function seedResearchWebinars(payload: Payload): Promise<void> {
  for (const webinar of webinars) {
    const minutes = webinar.withMinutes
      ? await uploadDemoPdf(
          payload,
          'media',
          `webinar-pesquisa-${webinar.date}-ata.pdf`,
          tr(
            `Ata — ${webinar.name.pt}`,
            `Acta — ${webinar.name.es}`,
            `Minutes — ${webinar.name.en}`,
          ),
          researchMinutes(webinar.name.pt, webinar.discussedProject.pt),
        )
      : null
    await createInLocales(payload, 'research-webinars', (locale) => ({
      name: webinar.name[locale],
      date: day(webinar.date),
      startTime: '14:00',
      endTime: '15:30',
      isVisible: webinar.isVisible,
      discussedProject: webinar.discussedProject[locale],
      minutes,
    }))
  }
}
