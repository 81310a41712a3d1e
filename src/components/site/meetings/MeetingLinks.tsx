import { getTranslations } from 'next-intl/server'
import { ExternalLink } from '../content/ExternalLink'

/**
 * Where to join a meeting online (only while it is still to come) and where to watch its
 * recording. Each link names the meeting for screen readers, as cards list several.
 */
export async function MeetingLinks({
  name,
  onlineMeetingUrl,
  recordingUrl,
  upcoming,
}: {
  name: string
  onlineMeetingUrl?: string | null
  recordingUrl?: string | null
  upcoming: boolean
}) {
  const join = upcoming ? onlineMeetingUrl : null
  if (!join && !recordingUrl) return null
  const t = await getTranslations('common')
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5" data-testid="meeting-links">
      {join && (
        <li data-meeting-link="online">
          <ExternalLink href={join}>
            {t('joinOnline')}
            <span className="sr-only">: {name}</span>
          </ExternalLink>
        </li>
      )}
      {recordingUrl && (
        <li data-meeting-link="recording">
          <ExternalLink href={recordingUrl}>
            {t('watchRecording')}
            <span className="sr-only">: {name}</span>
          </ExternalLink>
        </li>
      )}
    </ul>
  )
}
