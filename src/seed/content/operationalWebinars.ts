import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import { uploadDemoPdf } from '../files/upload'
import { operationalMinutes, operationalPresentation } from '../documents/webinarDocuments'
import { createInLocales, day } from './context'
import { documentRow, documentRows, type DocumentRow } from './documents'
import { lexical } from './lexical'

/** Operational meetings happen on the last Thursday of April and of October. */
type Webinar = {
  date: string
  label: Translated
  isVisible: boolean
  agenda: Translated
  withMinutes: boolean
}

const standardAgenda = tr(
  `- Informes da secretaria
  - Situação do envio de dados do semestre
  - Alarmes estatísticos do semestre e sua investigação
  - Assuntos gerais`,
  `- Informes de la secretaría
  - Estado del envío de datos del semestre
  - Alarmas estadísticas del semestre y su investigación
  - Asuntos varios`,
  `- Office updates
  - Status of the half-year data submission
  - Statistical alarms of the half-year and their investigation
  - Any other business`,
)

// Demo addresses on a reserved domain. The office keeps one room for every operational webinar;
// the site shows it only until each webinar's day, and a recording once there is one.
const onlineMeetingUrl = 'https://reuniao.relamc.example/webinar-operacional'
const recordingUrl = (date: string) => `https://video.relamc.example/webinar-operacional-${date}`

const webinars: Webinar[] = [
  {
    // Hidden: the office keeps it in the admin panel but no longer lists it on the site.
    date: '2025-04-24',
    label: tr('abril de 2025', 'abril de 2025', 'April 2025'),
    isVisible: false,
    agenda: standardAgenda,
    withMinutes: true,
  },
  {
    date: '2025-10-30',
    label: tr('outubro de 2025', 'octubre de 2025', 'October 2025'),
    isVisible: true,
    agenda: tr(
      `- Informes da secretaria
      - Envio de dados do 1º semestre de 2025
      - Preparação do encontro anual de novembro`,
      `- Informes de la secretaría
      - Envío de datos del 1.er semestre de 2025
      - Preparación del encuentro anual de noviembre`,
      `- Office updates
      - Data submission for the first half of 2025
      - Preparing the November annual meeting`,
    ),
    withMinutes: true,
  },
  {
    date: '2026-04-30',
    label: tr('abril de 2026', 'abril de 2026', 'April 2026'),
    isVisible: true,
    agenda: tr(
      `- Novo período de base da vigilância (2020–2022)
      - Envio de dados do 2º semestre de 2025
      - Atualização dos formulários de envio`,
      `- Nuevo período base de la vigilancia (2020–2022)
      - Envío de datos del 2.º semestre de 2025
      - Actualización de los formularios de envío`,
      `- New surveillance base period (2020–2022)
      - Data submission for the second half of 2025
      - Updated submission forms`,
    ),
    withMinutes: true,
  },
  {
    date: '2026-10-29',
    label: tr('outubro de 2026', 'octubre de 2026', 'October 2026'),
    isVisible: true,
    agenda: tr(
      `- Informes da secretaria
      - Envio de dados do 1º semestre de 2026
      - Propostas recebidas para o encontro anual de 25 e 26 de novembro`,
      `- Informes de la secretaría
      - Envío de datos del 1.er semestre de 2026
      - Propuestas recibidas para el encuentro anual del 25 y 26 de noviembre`,
      `- Office updates
      - Data submission for the first half of 2026
      - Proposals received for the 25–26 November annual meeting`,
    ),
    // Minutes of the latest meeting are approved at the next one: none yet.
    withMinutes: false,
  },
]

export async function seedOperationalWebinars(payload: Payload): Promise<void> {
  for (const webinar of webinars) {
    const rows: DocumentRow[] = [
      await documentRow(
        payload,
        'media',
        `webinar-operacional-${webinar.date}-apresentacao.pdf`,
        tr(
          `Apresentação da secretaria — ${webinar.label.pt}`,
          `Presentación de la secretaría — ${webinar.label.es}`,
          `Office presentation — ${webinar.label.en}`,
        ),
        {},
        operationalPresentation(webinar.label.pt, webinar.agenda.pt),
      ),
    ]
    const minutes = webinar.withMinutes
      ? await uploadDemoPdf(
          payload,
          'media',
          `webinar-operacional-${webinar.date}-ata.pdf`,
          tr(
            `Ata do webinar operacional — ${webinar.label.pt}`,
            `Acta del webinar operativo — ${webinar.label.es}`,
            `Operational webinar minutes — ${webinar.label.en}`,
          ),
          operationalMinutes(webinar.label.pt, webinar.agenda.pt),
        )
      : null
    await createInLocales(payload, 'operational-webinars', (locale, created) => ({
      name: tr(
        `Webinar operacional — ${webinar.label.pt}`,
        `Webinar operativo — ${webinar.label.es}`,
        `Operational webinar — ${webinar.label.en}`,
      )[locale],
      date: day(webinar.date),
      startTime: '15:00',
      endTime: '16:30',
      isVisible: webinar.isVisible,
      onlineMeetingUrl,
      // Minutes and recording come from the same meeting: none yet for the latest one.
      recordingUrl: webinar.withMinutes ? recordingUrl(webinar.date) : null,
      agenda: lexical(webinar.agenda[locale]),
      documents: documentRows(rows, locale, created?.documents),
      minutes,
    }))
  }
}
