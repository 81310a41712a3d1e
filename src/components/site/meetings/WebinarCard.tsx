import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { OperationalWebinar, ResearchWebinar } from '@/payload-types'
import { formatDate } from '@/lib/site/format'
import { timeRange } from '@/lib/timeRange'
import { DocumentList, FileLink } from '../content/FileLink'
import { RichText } from '../content/RichText'
import { discussedProject } from './discussedProject'
import { MeetingCardView, type MeetingFact } from './MeetingCardView'
import { meetingLinks } from './meetingLinks'
import { isUpcoming } from './split'

type Webinar = OperationalWebinar | ResearchWebinar

const schedule = (webinar: Webinar) =>
  webinar.startTime ? timeRange(webinar.startTime, webinar.endTime) : (webinar.endTime ?? '')

/** A webinar with its date and time; the full version adds agenda, discussed project, documents and minutes. */
export async function WebinarCard({
  webinar,
  locale,
  full = true,
  heading = 'h3',
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
  const project = research && discussedProject(research.project, research.discussedProject)
  const facts: MeetingFact[] = [
    { label: tc('date'), value: formatDate(webinar.date, locale) },
    ...(time ? [{ label: tc('time'), value: time }] : []),
    ...(project ? [{ label: tr('discussedProject'), ...project }] : []),
  ]
  const { links, newWindow } = await meetingLinks({
    onlineMeetingUrl: webinar.onlineMeetingUrl,
    recordingUrl: webinar.recordingUrl,
    upcoming: isUpcoming(webinar.date),
  })
  return (
    <MeetingCardView
      kind="webinar"
      name={webinar.name}
      heading={heading}
      facts={facts}
      links={links}
      newWindow={newWindow}
    >
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
    </MeetingCardView>
  )
}
