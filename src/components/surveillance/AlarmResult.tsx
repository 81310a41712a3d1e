import type { Locale } from '@/i18n/locales'
import { getTranslations } from 'next-intl/server'
import { describeOutcome } from '@/lib/surveillance/present/describeOutcome'
import type { AlarmOutcome } from '@/lib/surveillance/evaluate/evaluateAlarm'
import { numberFormats } from '@/lib/surveillance/present/format'
import { yearRangeLabel } from '@/lib/timeRange'
import { IntervalChart } from './IntervalChart'

/** The result of one test: verdict, plain-language reading, figures and chart. */
export async function AlarmResult({ outcome, locale }: { outcome: AlarmOutcome; locale: Locale }) {
  const t = await getTranslations('surveillance')
  const format = numberFormats(locale)
  const verdict = outcome.direction ? t(`result.${outcome.direction}`) : t('result.noAlarm')
  const figures: [string, string][] = [
    [t('result.expected'), format.cases(outcome.expected)],
    [t('result.observed'), format.count(outcome.observed)],
    [
      t('result.interval', { confidence: format.percent(outcome.confidence) }),
      t('result.intervalValue', {
        lower: format.cases(outcome.lower),
        upper: format.cases(outcome.upper),
      }),
    ],
    [
      t('result.observedRate'),
      t('result.perTenThousand', { rate: format.rate(outcome.observedRate) }),
    ],
    [
      t('result.referenceRate', { period: yearRangeLabel(outcome.basePeriod) }),
      t('result.perTenThousand', { rate: format.rate(outcome.referenceRate) }),
    ],
  ]

  return (
    <section
      id="resultado"
      aria-labelledby="result-title"
      tabIndex={-1}
      className="space-y-5 rounded-lg border border-slate-200 p-5 focus:outline-none"
    >
      <h2 id="result-title" className="section-title">
        {t('result.title')}: {outcome.registry.initials} · {outcome.malformation.name}
      </h2>
      <p
        data-testid="alarm-verdict"
        className={`inline-flex items-center gap-2 rounded-full px-4 py-1 text-lg font-semibold ${outcome.alarm ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-900'}`}
      >
        <span aria-hidden="true">{outcome.alarm ? '⚠' : '✓'}</span>
        {verdict}
      </p>
      <p className="max-w-3xl text-slate-800">{describeOutcome(outcome, t, locale)}</p>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <IntervalChart outcome={outcome} locale={locale} />
      <p className="text-sm text-slate-600">
        {t('result.reference', {
          period: yearRangeLabel(outcome.basePeriod),
          cases: format.count(outcome.baseline.cases),
          births: format.count(outcome.baseline.births),
        })}
        {outcome.baseline.sourceNote ? ` ${outcome.baseline.sourceNote}` : ''}
        {outcome.baseline.demo ? ` ${t('result.demoValues')}` : ''}
      </p>
    </section>
  )
}
