import { getTranslations } from 'next-intl/server'
import { safeHref } from '@/lib/site/safeHref'
import type { MeetingLink } from './MeetingCardView'

/** Where to join a meeting online (only while it is still to come) and where to watch its recording. */
export async function meetingLinks({
  onlineMeetingUrl,
  recordingUrl,
  upcoming,
}: {
  onlineMeetingUrl?: string | null
  recordingUrl?: string | null
  upcoming: boolean
}): Promise<{ links: MeetingLink[]; newWindow: string }> {
  const t = await getTranslations('common')
  const join = upcoming ? onlineMeetingUrl : null
  const links = [
    ...(join ? [{ kind: 'online' as const, label: t('joinOnline'), href: safeHref(join) }] : []),
    ...(recordingUrl
      ? [{ kind: 'recording' as const, label: t('watchRecording'), href: safeHref(recordingUrl) }]
      : []),
  ]
  return { links, newWindow: t('newWindow') }
}
