import { getTranslations } from 'next-intl/server'
import { EndemicChannelChart } from '@/components/charts'
import type { Locale } from '@/i18n/locales'
import type { DisclosedEndemicChannel } from '@/lib/surveillance/disclosure'
import { tableClass } from './tableClass'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

/** The channel drawn with the chosen year over it, and each period's zone named in a table. */
export async function EndemicChannelView({
  result,
  measure,
  registryName,
  malformationName,
  locale,
}: {
  result: DisclosedEndemicChannel
  measure: 'cases' | 'rate'
  registryName: string
  malformationName: string
  locale: Locale
}) {
  const t = await getTranslations('monitoring')
  const scroll = await scrollFrameTexts()
  if (!result.available) return <p className="text-slate-700">{t(`channel.${result.reason}`)}</p>
  const label = (period: string) => `${result.year}-${period}`
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  return (
    <section aria-labelledby="channel-result" className="space-y-4">
      <h2 id="channel-result" className="section-title">
        {t('channel.chartTitle', {
          malformation: malformationName,
          registry: registryName,
          year: result.year,
        })}
      </h2>
      <EndemicChannelChart
        id="endemic-channel"
        locale={locale}
        title={t('channel.chartTitle', {
          malformation: malformationName,
          registry: registryName,
          year: result.year,
        })}
        measure={result.indexed ? 'index' : measure}
        bands={result.periods.map((period) => ({ period: label(period.period), ...period.band }))}
        series={result.periods.map((period) => ({
          period: label(period.period),
          value: period.value,
          zone: period.zone,
        }))}
      />
      {result.indexed && <p className="text-slate-700">{t('channel.indexed')}</p>}
      <p className="text-slate-700">
        {t('channel.built', {
          count: result.historyYears.length,
          years: result.historyYears.join(', '),
        })}
        {result.incompleteYears.length > 0 &&
          ` ${t('channel.incomplete', { years: result.incompleteYears.join(', ') })}`}
      </p>
      <ScrollFrame {...scroll}>
        <table className={tableClass}>
          <caption>{t('channel.tableCaption', { year: result.year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('channel.period')}</th>
              <th scope="col">{t('channel.lower')}</th>
              <th scope="col">{t('channel.center')}</th>
              <th scope="col">{t('channel.upper')}</th>
              <th scope="col">{t('channel.value', { year: result.year })}</th>
              <th scope="col">{t('channel.zone')}</th>
            </tr>
          </thead>
          <tbody>
            {result.periods.map((period) => (
              <tr key={period.period} data-zone={period.zone ?? 'not-available'}>
                <th scope="row">{label(period.period)}</th>
                <td>{number.format(period.band.lower)}</td>
                <td>{number.format(period.band.center)}</td>
                <td>{number.format(period.band.upper)}</td>
                <td>{period.value === null ? t('notAvailable') : number.format(period.value)}</td>
                <td>{period.zone ? t(`zones.${period.zone}`) : t('notAvailable')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
    </section>
  )
}
