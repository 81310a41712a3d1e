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
    <article className="item-card">
      {/* Annual meetings have no image: every one shows the site's card tile. */}
      <CardMedia kind="meeting" />
      <div className="min-w-0 flex-1">
        <Heading className="item-card-title">{meeting.name}</Heading>
        <dl className="item-card-facts">
          <dt>{tc('date')}</dt>
          <dd>{formatDateRange(meeting.startDate, meeting.endDate, locale)}</dd>
          {meeting.time && (
            <>
              <dt>{tc('time')}</dt>
              <dd>{meeting.time}</dd>
            </>
          )}
          {meeting.location && (
            <>
              <dt>{tc('location')}</dt>
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
