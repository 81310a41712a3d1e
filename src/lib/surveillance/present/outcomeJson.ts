import type { BatchRowResult } from '@/lib/surveillance/batch/batchFile'
import type { AlarmOutcome } from '@/lib/surveillance/evaluate/evaluateAlarm'
import { issueText, type SurveillanceT } from '@/lib/surveillance/present/translate'

/** The public JSON shape of a result: ids left out, names in the request's language. */
export const outcomeJson = (outcome: AlarmOutcome) => ({
  registry: {
    code: outcome.registry.code,
    initials: outcome.registry.initials,
    name: outcome.registry.name,
  },
  malformation: {
    number: outcome.malformation.number,
    name: outcome.malformation.name,
    icd10: outcome.malformation.icd10,
  },
  basePeriod: outcome.basePeriod,
  baseline: outcome.baseline,
  periodStart: outcome.periodStart,
  periodEnd: outcome.periodEnd,
  births: outcome.births,
  observed: outcome.observed,
  expected: outcome.expected,
  interval: { lower: outcome.lower, upper: outcome.upper, confidence: outcome.confidence },
  alarm: outcome.alarm,
  direction: outcome.direction,
  ratesPer10000: { observed: outcome.observedRate, reference: outcome.referenceRate },
})

/** One row of a semester file: its result, or why it was not tested. */
export function batchRowJson(result: BatchRowResult, t: SurveillanceT) {
  const row = { line: result.line, status: result.status }
  if (result.status === 'tested') return { ...row, ...outcomeJson(result.outcome) }
  const label = { registry: result.registry, malformation: result.malformation }
  if (result.status === 'notAvailable') return { ...row, ...label }
  return {
    ...row,
    ...label,
    errors: result.issues.map((issue) => ({
      field: issue.field,
      code: issue.code,
      message: issueText(t, issue),
    })),
  }
}
