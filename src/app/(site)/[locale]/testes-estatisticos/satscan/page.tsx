import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { AccessNotice } from '@/components/monitoring/AccessNotice'
import { ClusterMeaning } from '@/components/monitoring/ClusterMeaning'
import { MonitoringForm } from '@/components/monitoring/MonitoringForm'
import { ScanTable } from '@/components/monitoring/ScanTable'
import { ScanView } from '@/components/monitoring/ScanView'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'
import { loadMonitoringPage } from '@/lib/surveillance/data/monitoringPage'
import { parseScanQuery } from '@/lib/surveillance/monitoring/monitoringQuery'
import { malformationsIn, seriesFromRows } from '@/lib/surveillance/monitoring/monthlySeries'
import { scanAnalysis } from '@/lib/surveillance/monitoring/scanAnalysis'

export const generateMetadata = metadataFor('monitoring.scan', 'satscan')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Clusters in time: the chosen anomaly's most likely cluster, then every anomaly's, by p-value. */
export default async function ScanPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('monitoring')
  const path = routes(networkShortName()).satscan
  const page = await loadMonitoringPage(locale, await searchParams, parseScanQuery, {
    everyAnomaly: true,
  })
  const { query, rows } = page
  const label = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value
  return (
    <>
      <PageHeader wide title={t('scan.title')} lead={t('scan.intro')} />
      <PageBody wide>
        {!page.loggedIn && <p className="text-slate-700">{t('form.membersNote')}</p>}
        <MonitoringForm
          action={path}
          registries={page.registries}
          malformations={page.malformations}
          values={page.values}
          issues={page.issues}
          fields={[
            { name: 'to', label: t('form.to'), hint: t('form.toHint'), placeholder: '2025-12' },
            {
              name: 'months',
              label: t('form.months'),
              options: [24, 12, 36, 48, 60].map((n) => ({ value: String(n), label: String(n) })),
            },
          ]}
        />
        {rows && <AccessNotice rows={rows} path={path} />}
        {query && rows?.ok && (
          <>
            <ScanView
              locale={locale}
              registryName={label(
                [{ value: 'network', label: t('form.network') }, ...page.registries],
                query.registry,
              )}
              malformationName={label(page.malformations, String(query.malformation))}
              result={scanAnalysis(seriesFromRows(rows.rows, query.malformation), query)}
            />
            <ClusterMeaning />
            <ScanTable
              locale={locale}
              scans={malformationsIn(rows.rows).map((malformation) => ({
                malformation: label(page.malformations, String(malformation)),
                result: scanAnalysis(seriesFromRows(rows.rows, malformation), query),
              }))}
            />
          </>
        )}
        {!query && <ClusterMeaning />}
      </PageBody>
    </>
  )
}
