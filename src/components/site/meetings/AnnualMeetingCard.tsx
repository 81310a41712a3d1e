import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { AnnualMeeting } from '@/payload-types'
import { formatDateRange } from '@/lib/site/format'
import { CardMedia } from '../content/CardMedia'
import { FileLink } from '../content/FileLink'
import { MeetingLinks } from './MeetingLinks'
import { isUpcoming } from './split'

/** One edition of the annual meeting: dates, time, location, online links and its documents by kind. */
export async function AnnualMeetingCard({
  meeting,
  locale,
  heading: Heading = 'h3',
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
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {/* Annual meetings have no image: every one shows the site's card tile. */}
      <CardMedia kind="meeting" />
      <div className="min-w-0 flex-1">
        <Heading className="text-lg font-semibold text-slate-900">{meeting.name}</Heading>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
          <dt className="font-medium">{tc('date')}</dt>
          <dd>{formatDateRange(meeting.startDate, meeting.endDate, locale)}</dd>
          {meeting.time && (
            <>
              <dt className="font-medium">{tc('time')}</dt>
              <dd>{meeting.time}</dd>
            </>
          )}
          {meeting.location && (
            <>
              <dt className="font-medium">{tc('location')}</dt>
              <dd>{meeting.location}</dd>
            </>
          )}
        </dl>
        <MeetingLinks
          name={meeting.name}
          onlineMeetingUrl={meeting.onlineMeetingUrl}
          recordingUrl={meeting.recordingUrl}
          upcoming={isUpcoming(meeting.endDate ?? meeting.startDate)}
        />
        {showDocuments && documents.length > 0 && (
          <ul className="mt-3 space-y-1.5">
            {documents.map((document, index) => (
              <li key={document.id ?? index}>
                <FileLink file={document.file} label={document.description || t(document.kind)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
