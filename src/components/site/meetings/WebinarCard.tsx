import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { OperationalWebinar, ResearchWebinar } from '@/payload-types'
import { formatDate } from '@/lib/site/format'
import { timeRange } from '@/lib/timeRange'
import { CardMedia } from '../content/CardMedia'
import { DocumentList, FileLink } from '../content/FileLink'
import { RichText } from '../content/RichText'
import { DiscussedProject } from './DiscussedProject'
import { MeetingLinks } from './MeetingLinks'
import { isUpcoming } from './split'

type Webinar = OperationalWebinar | ResearchWebinar

const schedule = (webinar: Webinar) =>
  webinar.startTime ? timeRange(webinar.startTime, webinar.endTime) : (webinar.endTime ?? '')

/** A webinar with its date and time; the full version adds agenda, discussed project, documents and minutes. */
export async function WebinarCard({
  webinar,
  locale,
  full = true,
  heading: Heading = 'h3',
}: {
  webinar: Webinar
  locale: Locale
  full?: boolean
  heading?: 'h2' | 'h3'
}) {
  const t = await getTranslations('operationalWebinar')
  const tr = await getTranslations('researchWebinar')
  const tc = await getTranslations('common')
  const time = schedule(webinar)
  // Only research webinars discuss a project (an empty field may be left out of the document).
  const research =
    'project' in webinar || 'discussedProject' in webinar ? (webinar as ResearchWebinar) : null
  return (
    <article className="item-card">
      {/* Webinars have no image: every one shows the site's card tile. */}
      <CardMedia kind="webinar" />
      <div className="min-w-0 flex-1">
        <Heading className="item-card-title">{webinar.name}</Heading>
        <dl className="item-card-facts">
          <dt>{tc('date')}</dt>
          <dd>{formatDate(webinar.date, locale)}</dd>
          {time && (
            <>
              <dt>{tc('time')}</dt>
              <dd>{time}</dd>
            </>
          )}
          {research && (research.project || research.discussedProject) && (
            <>
              <dt>{tr('discussedProject')}</dt>
              <dd>
                <DiscussedProject project={research.project} fallback={research.discussedProject} />
              </dd>
            </>
          )}
        </dl>
        <MeetingLinks
          name={webinar.name}
          onlineMeetingUrl={webinar.onlineMeetingUrl}
          recordingUrl={webinar.recordingUrl}
          upcoming={isUpcoming(webinar.date)}
        />
        {full && (
          <div className="mt-3 space-y-3">
            {'agenda' in webinar && webinar.agenda && (
              <div>
                <h4 className="font-semibold text-slate-900">{t('agenda')}</h4>
                <RichText data={webinar.agenda} />
              </div>
            )}
            {'documents' in webinar && <DocumentList documents={webinar.documents} />}
            {webinar.minutes && <FileLink file={webinar.minutes} label={t('minutes')} />}
          </div>
        )}
      </div>
    </article>
  )
}
