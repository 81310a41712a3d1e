import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { AccessNotice } from '@/components/monitoring/AccessNotice'
import { MonitoringForm } from '@/components/monitoring/MonitoringForm'
import { PublishedReports } from '@/components/monitoring/PublishedReports'
import { SemiannualReportView } from '@/components/monitoring/SemiannualReportView'
import { SignalCountsTable } from '@/components/signals/SignalCountsTable'
import { formatterFor } from '@/i18n/formats'
import { localePath } from '@/lib/site/localePath'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { routes } from '@/lib/site/routes'
import { loadMonitoringPage } from '@/lib/surveillance/data/monitoringPage'
import { loadPublishedReports } from '@/lib/surveillance/data/publishedReports'
import { loadSignalCounts } from '@/lib/surveillance/data/signalSummary'
import { loadDisclosurePolicy } from '@/lib/surveillance/data/disclosure'
import { thresholdToldTo } from '@/lib/surveillance/disclosure'
import { loadReportContent } from '@/lib/surveillance/data/reportContentData'
import { semiannualReportMethod } from '@/lib/surveillance/monitoring/methods'
import { reportPdfPath } from '@/lib/surveillance/present/reportPaths'

export const generateMetadata = metadataFor('monitoring.report', 'semiannualReports')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The semiannual report of a registry (members) or the pooled network
 * (everyone), as HTML with its PDF; members also see the reports the office
 * has published to their registries.
 */
export default async function SemiannualReportsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('monitoring')
  const path = routes(networkShortName())[semiannualReportMethod.page]
  const search = await searchParams
  const page = await loadMonitoringPage(locale, search, semiannualReportMethod)
  const { query, rows } = page
  const payload = await getPayloadClient()
  const published = await loadPublishedReports(payload, page.user, locale)
  const tSignals = await getTranslations('signals')
  const [signalCounts, policy] = await Promise.all([
    loadSignalCounts(payload, page.user),
    loadDisclosurePolicy(payload, page.user),
  ])
  const report =
    query && rows?.ok
      ? {
          ref: { registry: rows.registry, year: query.year, semester: query.semester },
          content: await loadReportContent(
            payload,
            rows,
            { year: query.year, half: query.semester },
            locale,
          ),
        }
      : null
  const publication =
    report &&
    published.find(
      (item) =>
        item.registry === report.ref.registry &&
        item.year === report.ref.year &&
        item.semester === report.ref.semester,
    )
  return (
    <>
      <PageHeader
        wide
        title={t(semiannualReportMethod.title)}
        lead={t(semiannualReportMethod.intro)}
      />
      <PageBody wide>
        {!page.loggedIn && <p className="text-slate-700">{t('form.membersNote')}</p>}
        <p className="text-slate-700">{t('form.networkDefinition')}</p>
        <p className="text-slate-700">{t('report.detection')}</p>
        {page.loggedIn && <PublishedReports items={published} path={path} locale={locale} />}
        <MonitoringForm
          action={path}
          method={semiannualReportMethod}
          registries={page.registries}
          malformations={page.malformations}
          values={page.values}
          issues={page.issues}
        />
        {rows && <AccessNotice rows={rows} path={path} />}
        {report && (
          <SemiannualReportView
            locale={locale}
            content={report.content}
            openCharts={Number(search.charts) || null}
            chartsHref={(malformation) => {
              const query = new URLSearchParams(page.values)
              query.delete('charts')
              if (malformation === null) return `${path}?${query}#report-charts-title`
              query.set('charts', String(malformation))
              return `${path}?${query}#report-${malformation}`
            }}
            links={
              <p className="flex flex-wrap gap-x-6 gap-y-1">
                <a className="link" href={reportPdfPath(report.ref, locale)} download>
                  {t('report.pdf.download')}
                </a>
                {publication && (
                  <span className="text-slate-700">
                    {t('report.published.this', {
                      date: formatterFor(locale).dateTime(
                        new Date(publication.publishedAt),
                        'long',
                      ),
                    })}
                  </span>
                )}
              </p>
            }
          />
        )}
        <SignalCountsTable rows={signalCounts} threshold={thresholdToldTo(policy)} />
        <p>
          <a className="link" href={localePath(locale, routes(networkShortName()).yearlySummary)}>
            {tSignals('members.summaryLink')}
          </a>
        </p>
      </PageBody>
    </>
  )
}
