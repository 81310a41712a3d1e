import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { AccessNotice } from '@/components/monitoring/AccessNotice'
import { MonitoringForm } from '@/components/monitoring/MonitoringForm'
import { SemiannualReportView } from '@/components/monitoring/SemiannualReportView'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'
import { loadMonitoringPage } from '@/lib/surveillance/data/monitoringPage'
import { parseReportQuery } from '@/lib/surveillance/monitoring/monitoringQuery'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'

export const generateMetadata = metadataFor('monitoring.report', 'semiannualReports')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The semiannual report of a registry (members) or the pooled network (everyone), as HTML. */
export default async function SemiannualReportsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('monitoring')
  const path = routes(networkShortName()).semiannualReports
  const page = await loadMonitoringPage(locale, await searchParams, parseReportQuery)
  const { query, rows } = page
  const registries = [{ value: 'network', label: t('form.network') }, ...page.registries]
  const malformationName = (number: number) =>
    page.malformations.find((option) => option.value === String(number))?.label ?? String(number)
  return (
    <>
      <PageHeader wide title={t('report.title')} lead={t('report.intro')} />
      <PageBody wide>
        {!page.loggedIn && <p className="text-slate-700">{t('form.membersNote')}</p>}
        <MonitoringForm
          action={path}
          registries={page.registries}
          malformations={page.malformations}
          values={page.values}
          issues={page.issues}
          withMalformation={false}
          fields={[
            { name: 'year', label: t('report.year'), placeholder: '2025' },
            {
              name: 'semester',
              label: t('report.semester'),
              options: [
                { value: '1', label: t('report.first') },
                { value: '2', label: t('report.second') },
              ],
            },
          ]}
        />
        {rows && <AccessNotice rows={rows} path={path} />}
        {query && rows?.ok && (
          <SemiannualReportView
            locale={locale}
            registryName={
              registries.find((option) => option.value === query.registry)?.label ?? query.registry
            }
            nameOf={malformationName}
            report={semiannualReport(rows.rows, { year: query.year, half: query.semester })}
          />
        )}
      </PageBody>
    </>
  )
}
