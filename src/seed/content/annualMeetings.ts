import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { AnnualMeeting } from '@/payload-types'
import { meetingDocument, type MeetingLanguage } from '../documents/meetingDocuments'
import { createInLocales, day } from './context'
import { documentRow, documentRows, type DocumentRow } from './documents'

type Kind = NonNullable<AnnualMeeting['documents']>[number]['kind']

type Meeting = {
  year: number
  startDate: string
  endDate: string
  time: string
  location: Translated
  /** Past editions have all three documents; the upcoming one only its program. */
  documents: Kind[]
  /** Online editions: the video-conference room (demo address) and, once held, the recording. */
  online?: { meetingUrl: string; recordingUrl?: string }
  /** The language its documents are written in: Spanish when held in a Spanish-speaking country. */
  documentLanguage: MeetingLanguage
}

const online = tr(
  'Online (videoconferência)',
  'En línea (videoconferencia)',
  'Online (video conference)',
)

// The upcoming edition follows the network's rule: 25–26 November, 15:00 to 18:30, online.
const meetings: Meeting[] = [
  {
    year: 2023,
    startDate: '2023-11-23',
    endDate: '2023-11-24',
    time: '09:00–17:00',
    location: tr(
      'Porto Alegre, Brasil — Instituto de Biociências da UFRGS (presencial e online)',
      'Porto Alegre, Brasil — Instituto de Biociencias de la UFRGS (presencial y en línea)',
      'Porto Alegre, Brazil — UFRGS Institute of Biosciences (in person and online)',
    ),
    documents: ['program', 'minutes', 'final'],
    documentLanguage: 'pt',
  },
  {
    year: 2024,
    startDate: '2024-11-28',
    endDate: '2024-11-29',
    time: '09:00–17:00',
    location: tr(
      'Bogotá, Colômbia (presencial e online)',
      'Bogotá, Colombia (presencial y en línea)',
      'Bogotá, Colombia (in person and online)',
    ),
    documents: ['program', 'minutes', 'final'],
    documentLanguage: 'es',
  },
  {
    year: 2025,
    startDate: '2025-11-27',
    endDate: '2025-11-28',
    time: '15:00–18:30',
    location: online,
    documents: ['program', 'minutes', 'final'],
    online: {
      meetingUrl: 'https://reuniao.relamc.example/encontro-anual-2025',
      recordingUrl: 'https://video.relamc.example/encontro-anual-2025',
    },
    documentLanguage: 'pt',
  },
  {
    year: 2026,
    startDate: '2026-11-25',
    endDate: '2026-11-26',
    time: '15:00–18:30',
    location: online,
    documents: ['program'],
    online: { meetingUrl: 'https://reuniao.relamc.example/encontro-anual-2026' },
    documentLanguage: 'pt',
  },
]

const documentTitles: Record<Kind, (year: number) => Translated> = {
  program: (year) =>
    tr(
      `Programa do encontro anual ${year}`,
      `Programa del encuentro anual ${year}`,
      `Annual meeting ${year} programme`,
    ),
  minutes: (year) =>
    tr(
      `Ata da assembleia geral ${year}`,
      `Acta de la asamblea general ${year}`,
      `General assembly minutes ${year}`,
    ),
  final: (year) =>
    tr(
      `Documento final e recomendações ${year}`,
      `Documento final y recomendaciones ${year}`,
      `Final document and recommendations ${year}`,
    ),
}

/** File names in Portuguese, like every other demo file. */
const fileNames: Record<Kind, string> = {
  program: 'programa',
  minutes: 'ata',
  final: 'documento-final',
}

export async function seedAnnualMeetings(payload: Payload): Promise<void> {
  for (const meeting of meetings) {
    const rows: DocumentRow<{ kind: Kind }>[] = []
    for (const kind of meeting.documents) {
      rows.push(
        await documentRow(
          payload,
          'media',
          `encontro-anual-${meeting.year}-${fileNames[kind]}.pdf`,
          documentTitles[kind](meeting.year),
          { kind },
          meetingDocument(
            kind,
            { ...meeting, location: meeting.location[meeting.documentLanguage] },
            meeting.documentLanguage,
          ),
        ),
      )
    }
    await createInLocales(payload, 'annual-meetings', (locale, created) => ({
      name: tr(
        `Encontro Anual da ReLAMC ${meeting.year}`,
        `Encuentro Anual de la ReLAMC ${meeting.year}`,
        `ReLAMC Annual Meeting ${meeting.year}`,
      )[locale],
      startDate: day(meeting.startDate),
      endDate: day(meeting.endDate),
      time: meeting.time,
      location: meeting.location[locale],
      onlineMeetingUrl: meeting.online?.meetingUrl ?? null,
      recordingUrl: meeting.online?.recordingUrl ?? null,
      documents: documentRows(rows, locale, created?.documents),
    }))
  }
}
