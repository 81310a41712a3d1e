import type { Locale } from '@/i18n/locales'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { ExternalLink } from '@/components/site/content/ExternalLink'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { splitByDate } from '@/components/site/meetings/split'
import { getEvents } from '@/lib/site/content/meetings'
import { formatDate } from '@/lib/site/format'
import { asFile } from '@/lib/site/media'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { safeHref } from '@/lib/site/safeHref'

export const generateMetadata = metadataFor('events', 'events')

/** Upcoming events (soonest first), then past ones (most recent first), by reference date. */
export default async function EventsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('events')
  const tc = await getTranslations('common')
  const events = await getEvents(locale)
  // The page is re-rendered at least hourly, so "today" moves along on its own.
  const { upcoming, past } = splitByDate(events, (event) => event.referenceDate)
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

/** Event cards; the display date, when given, is what visitors read. */
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
      {events.map((event) => {
        const image = asFile(event.image)
        const src = safeHref(image?.url)
        return (
          <li
            key={event.id}
            className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            {src && (
              // eslint-disable-next-line @next/next/no-img-element -- the office's own uploads, any size
              <img
                src={src}
                alt={image?.alt ?? ''}
                className="aspect-[16/9] w-full object-cover"
                loading="lazy"
              />
            )}
            <div className="space-y-1 p-5">
              <h3 className="text-lg font-semibold text-slate-900">{event.name}</h3>
              <p className="text-slate-700">
                <time dateTime={event.displayDate ?? event.referenceDate}>
                  {formatDate(event.displayDate ?? event.referenceDate, locale)}
                </time>
                {event.place && <> · {event.place}</>}
              </p>
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
        )
      })}
    </ul>
  )
}
