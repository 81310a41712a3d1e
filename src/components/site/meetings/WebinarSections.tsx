import type { Locale } from '@/i18n/locales'
import type { OperationalWebinar, ResearchWebinar } from '@/payload-types'
import { EmptyState } from '../content/EmptyState'
import { Section } from '../content/PageHeader'
import { splitByDate } from './split'
import { WebinarCard } from './WebinarCard'

/** Upcoming and previous webinars of one kind; hidden ones never reach here (access control). */
export function WebinarSections({
  webinars,
  locale,
  labels,
}: {
  webinars: (OperationalWebinar | ResearchWebinar)[]
  locale: Locale
  labels: { upcoming: string; past: string }
}) {
  const { upcoming, past } = splitByDate(webinars, (webinar) => webinar.date)
  const list = (items: typeof webinars) =>
    items.length ? (
      <div className="space-y-4">
        {items.map((webinar) => (
          <WebinarCard key={webinar.id} webinar={webinar} locale={locale} />
        ))}
      </div>
    ) : (
      <EmptyState />
    )
  return (
    <>
      <Section title={labels.upcoming} id="upcoming">
        {list(upcoming)}
      </Section>
      <Section title={labels.past} id="past">
        {list(past)}
      </Section>
    </>
  )
}
