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
import { endemicChannelMethod } from '@/lib/surveillance/monitoring/methods'
import { anomalySeries } from '@/lib/surveillance/monitoring/monthlySeries'

export const generateMetadata = metadataFor('monitoring.channel', 'epidemics')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Endemic channels of a registry (members) or the pooled network (everyone); a GET form, no JavaScript needed. */
export default async function EpidemicsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('monitoring')
  const path = routes(networkShortName())[endemicChannelMethod.page]
  const page = await loadMonitoringPage(locale, await searchParams, endemicChannelMethod)
  const { query, rows } = page
  const label = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value
  return (
    <>
      <PageHeader wide title={t(endemicChannelMethod.title)} lead={t(endemicChannelMethod.intro)} />
      <PageBody wide>
        {!page.loggedIn && <p className="text-slate-700">{t('form.membersNote')}</p>}
        <p className="text-slate-700">{t('form.networkDefinition')}</p>
        <MonitoringForm
          action={path}
          method={endemicChannelMethod}
          registries={page.registries}
          malformations={page.malformations}
          values={page.values}
          issues={page.issues}
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
            result={endemicChannelMethod.run(
              anomalySeries(rows.rows, query.malformation),
              query,
              rows.exact,
            )}
          />
        )}
      </PageBody>
    </>
  )
}
