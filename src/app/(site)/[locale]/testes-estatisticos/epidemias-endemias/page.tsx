import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { AccessNotice } from '@/components/monitoring/AccessNotice'
import { EndemicChannelView } from '@/components/monitoring/EndemicChannelView'
import { MonitoringForm } from '@/components/monitoring/MonitoringForm'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'
import { networkShortName } from '@/lib/site/network'
import { loadMonitoringPage } from '@/lib/surveillance/data/monitoringPage'
import { endemicChannelAnalysis } from '@/lib/surveillance/monitoring/endemicChannelAnalysis'
import { parseEndemicChannelQuery } from '@/lib/surveillance/monitoring/monitoringQuery'
import { seriesFromRows } from '@/lib/surveillance/monitoring/monthlySeries'

export const generateMetadata = metadataFor('monitoring.channel', 'epidemics')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Endemic channels of a registry (members) or the pooled network (everyone); a GET form, no JavaScript needed. */
export default async function EpidemicsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('monitoring')
  const path = routes(networkShortName()).epidemics
  const page = await loadMonitoringPage(locale, await searchParams, parseEndemicChannelQuery)
  const { query, rows } = page
  const label = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value
  return (
    <>
      <PageHeader wide title={t('channel.title')} lead={t('channel.intro')} />
      <PageBody wide>
        {!page.loggedIn && <p className="text-slate-700">{t('form.membersNote')}</p>}
        <MonitoringForm
          action={path}
          registries={page.registries}
          malformations={page.malformations}
          values={page.values}
          issues={page.issues}
          fields={[
            { name: 'year', label: t('form.year'), hint: t('form.yearHint'), placeholder: '2025' },
            {
              name: 'years',
              label: t('form.years'),
              options: [5, 6, 7, 3, 4, 8, 9, 10].map((n) => ({
                value: String(n),
                label: String(n),
              })),
            },
            {
              name: 'method',
              label: t('form.method'),
              options: [
                { value: 'geometric-mean', label: t('form.methodGeometric') },
                { value: 'quartiles', label: t('form.methodQuartiles') },
                { value: 'prediction', label: t('form.methodPrediction') },
              ],
            },
            {
              name: 'groupBy',
              label: t('form.groupBy'),
              options: [
                { value: 'month', label: t('form.groupMonth') },
                { value: 'semester', label: t('form.groupSemester') },
              ],
            },
            {
              name: 'measure',
              label: t('form.measure'),
              options: [
                { value: 'cases', label: t('form.measureCases') },
                { value: 'rate', label: t('form.measureRate') },
              ],
            },
          ]}
        />
        {rows && <AccessNotice rows={rows} path={path} />}
        {query && rows?.ok && (
          <EndemicChannelView
            locale={locale}
            measure={query.measure}
            registryName={label(
              [{ value: 'network', label: t('form.network') }, ...page.registries],
              query.registry,
            )}
            malformationName={label(page.malformations, String(query.malformation))}
            result={endemicChannelAnalysis(seriesFromRows(rows.rows, query.malformation), query)}
          />
        )}
      </PageBody>
    </>
  )
}
