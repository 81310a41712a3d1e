import { Link } from '@/i18n/navigation'
import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { mapRegistries } from '@/components/map/mapRegistries'
import { EditableText } from '@/components/site/content/EditableText'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { CaseViewsSection } from '@/components/tables/CaseViewsSection'
import { DownloadLinks } from '@/components/tables/DownloadLinks'
import { PrevalenceResults } from '@/components/tables/PrevalenceResults'
import { formOptions, TablesForm } from '@/components/tables/TablesForm'
import { getInstitutionalText } from '@/lib/site/content/institutionalPages'
import { getRegistries } from '@/lib/site/content/registries'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'
import { BUSY } from '@/lib/concurrency/workQueue'
import { gridGroupings } from '@/lib/surveillance/disclosure'
import { prevalenceGroupings } from '@/lib/surveillance/tables/prevalenceQuery'
import {
  loadTablesPage,
  TABLES_PAGE_TURN_MS,
  tablesPageTurns,
} from '@/lib/surveillance/data/tablesPage'
import { loadCaseViewsSection } from '@/lib/surveillance/data/caseViewsSection'
import { ReleaseLinks } from '@/components/releases/ReleaseLinks'
import { RELEASE_FIELD, tablesChartAddresses } from '@/lib/site/chartAddresses'

export const generateMetadata = metadataFor('tablesCharts', 'tablesCharts')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Prevalence tables, charts and map of the network and its registries from
 * the accepted data, chosen through a GET form (no JavaScript needed).
 * Visitors see small counts withheld; logged-in members see exact numbers.
 */
export default async function TablesChartsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('tablesCharts')
  const paths = routes(networkShortName())
  // Read before taking a turn: at build time it ends the page's prerender (the page depends on
  // its query), which would otherwise hold the turn, never released, until it expires.
  const search = await searchParams
  // Rendered in turn with the other requests for this page (see tablesPageTurns).
  const turn = await tablesPageTurns.turn(TABLES_PAGE_TURN_MS)
  if (turn !== BUSY) after(turn.release)
  // The message text stays as the fallback, so an empty database still shows a full page.
  const [text, page, registries] = await Promise.all([
    getInstitutionalText(locale, 'tablesAndCharts').catch(() => null),
    turn === BUSY ? Promise.resolve<typeof BUSY>(BUSY) : loadTablesPage(locale, search),
    getRegistries(locale).catch(() => []),
  ])
  // What case records add, for the first anomaly chosen above (through the disclosure policy).
  const caseSection = page === BUSY ? null : await loadCaseViewsSection(page, search)
  const pinned = Number(search[RELEASE_FIELD])
  // Each chart's permanent link and embeddable page: this view, pinned to the release it shows.
  const chartAddresses =
    page !== BUSY && page.view
      ? tablesChartAddresses(
          locale,
          paths.tablesCharts,
          page.view.apiQuery,
          page.release?.number ?? null,
        )
      : undefined
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
        {page === BUSY ? (
          <p role="alert" className="text-slate-700">
            {t('notes.busy')}
          </p>
        ) : page.years.length === 0 ? (
          <p className="text-slate-700">{t('notes.noData')}</p>
        ) : (
          <TablesForm
            action={paths.tablesCharts}
            locale={locale}
            {...formOptions(page)}
            // Visitors are held to the public grid: years and semesters.
            groupings={page.loggedIn ? prevalenceGroupings : gridGroupings}
            years={page.years}
            values={page.values}
            issues={page.issues}
          />
        )}
        {page !== BUSY && (
          <ReleaseLinks
            release={page.release}
            pinned={Number.isInteger(pinned) && pinned > 0 ? pinned : null}
          />
        )}
        {page !== BUSY && (
          <PrevalenceResults
            chartAddresses={chartAddresses}
            locale={locale}
            page={page}
            mapRegistries={mapRegistries(registries)}
            registryHref={paths.characteristics}
            downloads={page.view && <DownloadLinks query={page.view.apiQuery} />}
          />
        )}
        {page !== BUSY && caseSection && (
          <CaseViewsSection
            locale={locale}
            action={paths.tablesCharts}
            page={page}
            section={caseSection}
          />
        )}
      </PageBody>
    </>
  )
}
