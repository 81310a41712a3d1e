import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { StackedBirthsChart } from '@/components/charts'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'
import { mapRegistries } from '@/components/map/mapRegistries'
import { AnomalyView } from '@/components/tables/AnomalyView'
import { formatterFor } from '@/i18n/formats'
import { BUSY } from '@/lib/concurrency/workQueue'
import { localePath } from '@/lib/site/localePath'
import { networkDisplayName, networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { getRegistries } from '@/lib/site/content/registries'
import { routes } from '@/lib/site/routes'
import { RELEASE_FIELD } from '@/lib/site/chartAddresses'
import { loadVisitorTablesPage } from '@/lib/surveillance/data/tablesPage'
import { releasePath } from '@/lib/surveillance/releases/releaseAddress'
import { timeRange } from '@/lib/timeRange'

type Props = {
  params: Promise<{ locale: string; chart: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Embedded pages are not pages of the site to index: the site's own page is.
export const metadata: Metadata = { robots: { index: false } }

const CHART = /^(trend|forest|map)-(\d+)$|^births-chart$/

/**
 * One chart of the tables page alone, as a visitor sees it (the public figures, whoever asks):
 * its title, the chart, its source and release, and a link back to the view on the site.
 */
export default async function EmbeddedTablesChart({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { chart } = await params
  const match = CHART.exec(chart)
  if (!match) notFound()
  const search = await searchParams
  const [page, registries] = await Promise.all([
    loadVisitorTablesPage(locale, search),
    getRegistries(locale).catch(() => []),
  ])
  if (page === BUSY || !page.view?.range || !page.query) notFound()
  const { view, query } = page
  const range = view.range!
  const t = chartText(locale)
  const tables = await getTranslations('tablesCharts')
  const format = chartFormat(locale, t)
  const initials = new Map(page.registries.map((registry) => [registry.code, registry.initials]))
  const nameOf = (code: string) => initials.get(code) ?? code
  const periodOf = (period: string) => {
    const [from = '', to] = period.split('/')
    return timeRange(format.period(from), to && format.period(to))
  }
  const network = networkDisplayName()
  const paths = routes(networkShortName())
  const view_ = new URLSearchParams(view.apiQuery)
  if (page.release) view_.set(RELEASE_FIELD, String(page.release.number))
  const back = localePath(locale, `${paths.tablesCharts}?${view_}#${chart}`)
  const number = Number(match[2])
  const malformation = page.malformations.find((item) => item.number === number)
  if (match[1] && !query.malformations.includes(number)) notFound()
  const own = (rows: typeof view.table) => rows.filter((row) => row.malformation === number)
  return (
    <main className="space-y-2">
      {match[1] ? (
        <AnomalyView
          only={match[1] as 'trend' | 'forest' | 'map'}
          locale={locale}
          number={number}
          name={malformation ? `${malformation.name} (${malformation.icd10})` : String(number)}
          table={own(view.table)}
          trend={own(view.trend)}
          whole={own(view.whole)}
          registries={view.registries}
          range={range}
          nameOf={nameOf}
          periodOf={periodOf}
          threshold={page.threshold}
          map={{ registries: mapRegistries(registries), registryHref: paths.characteristics }}
        />
      ) : (
        <StackedBirthsChart
          id="births-chart"
          locale={locale}
          title={tables('charts.birthsTitle')}
          years={view.births.years}
          series={view.births.series.map((series) => ({ ...series, label: nameOf(series.code) }))}
        />
      )}
      <p className="text-sm text-slate-700" data-testid="embed-source">
        {page.release ? (
          <a className="link" href={releasePath(page.release.number, locale)} target="_top">
            {t('share.source', { network, release: page.release.number })}
          </a>
        ) : (
          t('share.sourceNoRelease', { network })
        )}
        {page.release &&
          ` (${formatterFor(locale).dateTime(new Date(page.release.publishedAt), 'long')})`}
        {' · '}
        <a className="link" href={back} target="_top">
          {t('share.open', { network })}
        </a>
      </p>
    </main>
  )
}
