import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { AnnualMeeting } from '@/payload-types'
import { formatDateRange } from '@/lib/site/format'
import { FileLink } from '../content/FileLink'
import { MeetingCardView, type MeetingFact } from './MeetingCardView'
import { meetingLinks } from './meetingLinks'
import { isUpcoming } from './split'

/** One edition of the annual meeting: dates, time, location, online links and its documents by kind. */
export async function AnnualMeetingCard({
  meeting,
  locale,
  heading = 'h3',
  showDocuments = true,
}: {
  meeting: AnnualMeeting
  locale: Locale
  heading?: 'h2' | 'h3'
  showDocuments?: boolean
}) {
  const t = await getTranslations('annualMeeting')
  const tc = await getTranslations('common')
  const documents = meeting.documents ?? []
  const facts: MeetingFact[] = [
    { label: tc('date'), value: formatDateRange(meeting.startDate, meeting.endDate, locale) },
    ...(meeting.time ? [{ label: tc('time'), value: meeting.time }] : []),
    ...(meeting.location ? [{ label: tc('location'), value: meeting.location }] : []),
  ]
  const { links, newWindow } = await meetingLinks({
    onlineMeetingUrl: meeting.onlineMeetingUrl,
    recordingUrl: meeting.recordingUrl,
    upcoming: isUpcoming(meeting.endDate ?? meeting.startDate),
  })
  return (
    <MeetingCardView
      kind="meeting"
      name={meeting.name}
      heading={heading}
      facts={facts}
      links={links}
      newWindow={newWindow}
    >
      {showDocuments && documents.length > 0 && (
        <ul className="mt-3 space-y-1.5">
          {documents.map((document, index) => (
            <li key={document.id ?? index}>
              <FileLink file={document.file} label={document.description || t(document.kind)} />
            </li>
          ))}
        </ul>
      )}
    </MeetingCardView>
  )
}
