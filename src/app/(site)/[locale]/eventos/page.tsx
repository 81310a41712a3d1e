import type { Locale } from '@/i18n/locales'
import { getTranslations } from 'next-intl/server'
import { CardMedia } from '@/components/site/content/CardMedia'
import { EmptyState } from '@/components/site/content/EmptyState'
import { ExternalLink } from '@/components/site/content/ExternalLink'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { splitByDate } from '@/components/site/meetings/split'
import { getEvents } from '@/lib/site/content/meetings'
import { formatShortDateRange } from '@/lib/site/format'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('events', 'events')

/**
 * Upcoming events (soonest first), then past ones (most recent first). An event of several days
 * stays upcoming until its last day.
 */
export default async function EventsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('events')
  const tc = await getTranslations('common')
  const events = await getEvents(locale)
  // The page is re-rendered at least hourly, so "today" moves along on its own.
  const { upcoming, past } = splitByDate(events, (event) => event.endDate ?? event.referenceDate)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        {events.length === 0 && <EmptyState />}
        {upcoming.length > 0 && (
          <Section title={t('upcoming')} id="upcoming">
            <EventCards events={upcoming} locale={locale} moreInfo={tc('moreInfo')} />
          </Section>
        )}
        {past.length > 0 && (
          <Section title={t('past')} id="past">
            <EventCards events={past} locale={locale} moreInfo={tc('moreInfo')} />
          </Section>
        )}
      </PageBody>
    </>
  )
}

type EventDoc = Awaited<ReturnType<typeof getEvents>>[number]

/**
 * Event cards with the event's image (or the site's card tile). The display date, when given, is
 * the first day visitors read; an end date makes it a range ("12–14 de mar. de 2026").
 */
function EventCards({
  events,
  locale,
  moreInfo,
}: {
  events: EventDoc[]
  locale: Locale
  moreInfo: string
}) {
  return (
    <ul className="grid items-start gap-6 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.id} className="item-card">
          <CardMedia image={typeof event.image === 'object' ? event.image : null} kind="event" />
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="item-card-title">{event.name}</h3>
            <p className="text-slate-700">
              <time dateTime={(event.displayDate ?? event.referenceDate).slice(0, 10)}>
                {formatShortDateRange(
                  event.displayDate ?? event.referenceDate,
                  event.endDate,
                  locale,
                )}
              </time>
              {event.place && <> · {event.place}</>}
            </p>
            {event.description && (
              <p className="whitespace-pre-line text-slate-700">{event.description}</p>
            )}
            {event.link && (
              <p className="pt-2">
                <ExternalLink href={event.link}>
                  {moreInfo}
                  <span className="sr-only">: {event.name}</span>
                </ExternalLink>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
