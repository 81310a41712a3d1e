import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { StackedBirthsChart } from '@/components/charts'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'
import { EditableText } from '@/components/site/content/EditableText'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { LockIcon } from '@/components/site/menu/icons'
import { AnomalyView } from '@/components/tables/AnomalyView'
import { DownloadLinks } from '@/components/tables/DownloadLinks'
import { TablesForm } from '@/components/tables/TablesForm'
import { getInstitutionalText } from '@/lib/site/content/institutionalPages'
import { getSiteSettings } from '@/lib/site/content/settings'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'
import { safeHref } from '@/lib/site/safeHref'
import { loadTablesPage } from '@/lib/surveillance/data/tablesPage'

export const generateMetadata = metadataFor('tablesCharts', 'tablesCharts')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Prevalence tables and charts of the network and its registries from the
 * accepted data, chosen through a GET form (no JavaScript needed). Visitors
 * see small counts withheld; logged-in members see exact numbers.
 */
export default async function TablesChartsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('tablesCharts')
  const tc = await getTranslations('common')
  const paths = routes(networkShortName())
  // The message text stays as the fallback, so an empty database still shows a full page.
  const [settings, text, page] = await Promise.all([
    getSiteSettings(locale).catch(() => null),
    getInstitutionalText(locale, 'tablesAndCharts').catch(() => null),
    loadTablesPage(locale, await searchParams),
  ])
  const chartsUrl = safeHref(settings?.chartsSiteUrl)
  const format = chartFormat(locale, chartText(locale))
  const initials = new Map(page.registries.map((registry) => [registry.code, registry.initials]))
  const nameOf = (code: string) => initials.get(code) ?? code
  const periodOf = (period: string) =>
    period.includes('/') ? period.split('/').map(format.period).join(' – ') : format.period(period)
  const { view, query, threshold } = page
  return (
    <>
      <PageHeader wide title={t('title')} lead={t('description')} />
      <PageBody wide>
        <EditableText
          data={text}
          className="max-w-3xl text-slate-700"
          fallback={<p className="max-w-3xl text-slate-700">{t('intro')}</p>}
        />
        <p className="text-slate-700">
          <Link className="link" href={paths.accumulatedData}>
            {t('files')}
          </Link>
        </p>
        {chartsUrl && (
          <a href={chartsUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            {t('chartsSite')}
            <LockIcon className="size-4" />
            <span className="sr-only">
              ({tc('restricted')}, {tc('newWindow')})
            </span>
          </a>
        )}
        {page.years.length === 0 ? (
          <p className="text-slate-700">{t('notes.noData')}</p>
        ) : (
          <TablesForm
            action={paths.tablesCharts}
            locale={locale}
            registries={page.registries.map((registry) => ({
              value: registry.code,
              label: `${registry.initials} — ${registry.name}`,
            }))}
            malformations={page.malformations.map((malformation) => ({
              value: String(malformation.number),
              label: `${malformation.number} · ${malformation.name} (${malformation.icd10})`,
            }))}
            years={page.years}
            values={page.values}
            issues={page.issues}
          />
        )}
        {query && view && !view.range && <p className="text-slate-700">{t('notes.noData')}</p>}
        {query && view?.range && (
          <div className="space-y-10" id="result">
            <div className="space-y-3">
              <p className="text-slate-700" data-testid="summary">
                {t('notes.summary', {
                  anomalies: query.malformations.length,
                  registries: view.registries.length,
                  from: periodOf(view.range.from),
                  to: periodOf(view.range.to),
                })}
              </p>
              {view.demo && (
                <p
                  role="note"
                  className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-slate-900"
                >
                  {t('notes.demo')}
                </p>
              )}
              <p className="text-slate-700">
                {threshold === null ? t('notes.exact') : t('notes.suppressed', { threshold })}
              </p>
              <p className="text-slate-700">{t('notes.notAvailable')}</p>
              <DownloadLinks query={view.apiQuery} />
            </div>
            {query.malformations.map((number) => {
              const own = (rows: typeof view.table) =>
                rows.filter((row) => row.malformation === number)
              const malformation = page.malformations.find((item) => item.number === number)
              return (
                <AnomalyView
                  key={number}
                  locale={locale}
                  number={number}
                  name={
                    malformation ? `${malformation.name} (${malformation.icd10})` : String(number)
                  }
                  table={own(view.table)}
                  trend={own(view.trend)}
                  whole={own(view.whole)}
                  registries={view.registries}
                  range={view.range!}
                  nameOf={nameOf}
                  periodOf={periodOf}
                  threshold={threshold}
                />
              )
            })}
            <Section title={t('charts.birthsSection')} id="births">
              <StackedBirthsChart
                id="births-chart"
                locale={locale}
                title={t('charts.birthsTitle')}
                years={view.births.years}
                series={view.births.series.map((series) => ({
                  ...series,
                  label: nameOf(series.code),
                }))}
              />
            </Section>
          </div>
        )}
      </PageBody>
    </>
  )
}
