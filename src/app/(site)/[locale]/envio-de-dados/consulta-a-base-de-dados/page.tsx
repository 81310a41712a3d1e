import { getTranslations } from 'next-intl/server'
import { mapRegistries } from '@/components/map/mapRegistries'
import { MonthlyDownloads } from '@/components/query/MonthlyDownloads'
import { SavedQueries } from '@/components/query/SavedQueries'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { LockIcon } from '@/components/site/menu/icons'
import { PrevalenceResults } from '@/components/tables/PrevalenceResults'
import { formOptions, TablesForm } from '@/components/tables/TablesForm'
import { getRegistries } from '@/lib/site/content/registries'
import { getSiteSettings } from '@/lib/site/content/settings'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { safeHref } from '@/lib/site/safeHref'
import { loadQueryPage } from '@/lib/surveillance/data/queryPage'
import { readQueryNotice } from '@/lib/surveillance/present/queryNotice'

export const generateMetadata = metadataFor('databaseQuery', 'databaseQuery')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The address asked for, so that signing in comes back to the same query. */
function requested(path: string, search: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search))
    if (key !== 'notice')
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
        params.append(key, item)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * Members only, checked on the server: the network's accepted data by any
 * registries, anomalies and months, grouped by month, semester, year or
 * registry, with exact numbers, the tables page's table, charts and map, the
 * monthly counts as files and the member's saved queries. A GET form: the
 * choice is in the address and works without JavaScript.
 */
export default async function DatabaseQueryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const paths = routes(networkShortName())
  const search = await searchParams
  const user = await requireMember(requested(paths.databaseQuery, search))
  const t = await getTranslations('databaseQuery')
  const tt = await getTranslations('tablesCharts')
  const tc = await getTranslations('common')
  const [page, settings, registries] = await Promise.all([
    loadQueryPage(user, locale, search),
    getSiteSettings(locale).catch(() => null),
    getRegistries(locale).catch(() => []),
  ])
  const chartsUrl = safeHref(settings?.chartsSiteUrl)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <p className="max-w-3xl text-slate-700">{t('intro')}</p>
        {chartsUrl && (
          <p>
            <a href={chartsUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              {t('chartsSite')}
              <LockIcon className="size-4" />
              <span className="sr-only">
                ({tc('restricted')}, {tc('newWindow')})
              </span>
            </a>
          </p>
        )}
        <SavedQueries
          path={paths.databaseQuery}
          saved={page.saved}
          current={page.queryString}
          notice={readQueryNotice(search.notice)}
        />
        {page.years.length === 0 ? (
          <p className="text-slate-700">{tt('notes.noData')}</p>
        ) : (
          <TablesForm
            action={paths.databaseQuery}
            locale={locale}
            {...formOptions(page)}
            years={page.years}
            values={page.values}
            issues={page.issues}
            groupings={['year', 'semester', 'month', 'registry']}
            months
          />
        )}
        <PrevalenceResults
          locale={locale}
          page={page}
          mapRegistries={mapRegistries(registries)}
          registryHref={paths.characteristics}
          downloads={page.countsQuery && <MonthlyDownloads query={page.countsQuery} />}
        />
      </PageBody>
    </>
  )
}
