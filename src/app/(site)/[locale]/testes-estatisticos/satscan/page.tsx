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
import { scanMethod } from '@/lib/surveillance/monitoring/methods'
import { anomalySeries, malformationsIn } from '@/lib/surveillance/monitoring/monthlySeries'

export const generateMetadata = metadataFor('monitoring.scan', 'satscan')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Clusters in time: the chosen anomaly's most likely cluster, then every anomaly's, by p-value. */
export default async function ScanPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('monitoring')
  const path = routes(networkShortName())[scanMethod.page]
  const page = await loadMonitoringPage(locale, await searchParams, scanMethod)
  const { query, rows } = page
  const label = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value
  return (
    <>
      <PageHeader wide title={t(scanMethod.title)} lead={t(scanMethod.intro)} />
      <PageBody wide>
        {!page.loggedIn && <p className="text-slate-700">{t('form.membersNote')}</p>}
        <p className="text-slate-700">{t('form.networkDefinition')}</p>
        <MonitoringForm
          action={path}
          method={scanMethod}
          registries={page.registries}
          malformations={page.malformations}
          values={page.values}
          issues={page.issues}
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
              result={scanMethod.run(
                anomalySeries(rows.rows, query.malformation),
                query,
                rows.exact,
              )}
            />
            <ClusterMeaning />
            <ScanTable
              locale={locale}
              scans={malformationsIn(rows.rows).map((malformation) => ({
                malformation: label(page.malformations, String(malformation)),
                result: scanMethod.run(anomalySeries(rows.rows, malformation), query, rows.exact),
              }))}
            />
          </>
        )}
        {!query && <ClusterMeaning />}
      </PageBody>
    </>
  )
}
