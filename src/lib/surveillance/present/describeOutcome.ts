import type { Locale } from '@/i18n/locales'
import type { AlarmOutcome } from '../evaluate/evaluateAlarm'
import { yearRangeLabel } from '@/lib/timeRange'
import { formatDay, numberFormats } from './format'
import type { SurveillanceT } from './translate'

/**
 * The plain-language reading of a result: what was expected, what was seen,
 * and whether chance explains the difference (and what to do if not).
 */
export function describeOutcome(outcome: AlarmOutcome, t: SurveillanceT, locale: Locale): string {
  const format = numberFormats(locale)
  const values = {
    registry: outcome.registry.initials,
    malformation: outcome.malformation.name,
    births: format.count(outcome.births),
    start: formatDay(outcome.periodStart, locale),
    end: formatDay(outcome.periodEnd, locale),
    expected: format.cases(outcome.expected),
    period: yearRangeLabel(outcome.basePeriod),
    observed: outcome.observed,
    confidence: format.percent(outcome.confidence),
    lower: format.cases(outcome.lower),
    upper: format.cases(outcome.upper),
  }
  const verdict =
    outcome.direction === 'excess'
      ? 'sentenceExcess'
      : outcome.direction === 'deficit'
        ? 'sentenceDeficit'
        : 'sentenceNone'
  const source = outcome.baseline.source === 'accepted' ? 'sourceAccepted' : 'sourceImported'
  return `${t('result.sentenceIntro', values)} ${t(`result.${verdict}`, values)} ${t(`result.${source}`, values)}`
}
