import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import { uploadDemoPdf } from '../files/upload'
import { researchPresentation } from '../documents/projectDocuments'
import { researchMinutes } from '../documents/webinarDocuments'
import { createInLocales, day } from './context'
import { documentRow, documentRows, type DocumentRow } from './documents'
import { demoProjectTitle, type ProjectIds, type ProjectKey } from './projects'

/**
 * A webinar discusses a project of the site (`project`) or, for a proposal without a page yet,
 * one named in free text (`discussedProject`).
 */
type Webinar = {
  date: string
  isVisible: boolean
  name: Translated
  project?: ProjectKey
  discussedProject?: Translated
  withMinutes: boolean
  /** Past webinars were recorded. */
  recorded: boolean
}

// Demo addresses on a reserved domain: the office's video-conference room and video channel.
const onlineMeetingUrl = 'https://reuniao.relamc.example/webinar-pesquisa'
const recordingUrl = (date: string) => `https://video.relamc.example/webinar-pesquisa-${date}`

const webinars: Webinar[] = [
  {
    date: '2025-08-21',
    isVisible: true,
    name: tr(
      'Webinar de pesquisa — gastrosquise',
      'Webinar de investigación — gastrosquisis',
      'Research webinar — gastroschisis',
    ),
    project: 'gastroschisis',
    withMinutes: true,
    recorded: true,
  },
  {
    date: '2026-03-19',
    isVisible: true,
    name: tr(
      'Webinar de pesquisa — defeitos do tubo neural',
      'Webinar de investigación — defectos del tubo neural',
      'Research webinar — neural tube defects',
    ),
    project: 'neural-tube',
    withMinutes: true,
    recorded: true,
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
    recorded: false,
  },
]

export async function seedResearchWebinars(payload: Payload, projects: ProjectIds): Promise<void> {
  for (const webinar of webinars) {
    const discussed = webinar.project
      ? demoProjectTitle(webinar.project).pt
      : (webinar.discussedProject?.pt ?? '')
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
          researchMinutes(webinar.name.pt, discussed),
        )
      : null
    const rows: DocumentRow[] = [
      await documentRow(
        payload,
        'media',
        `webinar-pesquisa-${webinar.date}-apresentacao.pdf`,
        tr(
          `Apresentação — ${webinar.name.pt}`,
          `Presentación — ${webinar.name.es}`,
          `Presentation — ${webinar.name.en}`,
        ),
        {},
        researchPresentation(webinar.name.pt, discussed),
      ),
    ]
    const project = webinar.project ? projects.get(webinar.project) : undefined
    if (webinar.project && project === undefined)
      throw new Error(`No demo project ${webinar.project}`)
    await createInLocales(payload, 'research-webinars', (locale, created) => ({
      name: webinar.name[locale],
      date: day(webinar.date),
      startTime: '14:00',
      endTime: '15:30',
      isVisible: webinar.isVisible,
      onlineMeetingUrl,
      recordingUrl: webinar.recorded ? recordingUrl(webinar.date) : null,
      project: project ?? null,
      discussedProject: webinar.discussedProject?.[locale] ?? null,
      documents: documentRows(rows, locale, created?.documents),
      minutes,
    }))
  }
}
