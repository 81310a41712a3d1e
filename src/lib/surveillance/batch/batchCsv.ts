import type { BatchRowResult } from './batchFile'
import { round, toCsv } from '../present/csv'
import { issueText, type SurveillanceT } from '../present/translate'

export const batchCsvHeader = [
  'line',
  'registry_code',
  'registry',
  'malformation_number',
  'malformation',
  'base_period',
  'births',
  'observed',
  'expected',
  'lower_95',
  'upper_95',
  'observed_per_10000',
  'reference_per_10000',
  'result',
  'note',
]

/** The batch results as a CSV file, in the order shown on the page (alarms first). */
export function batchCsv(results: BatchRowResult[], t: SurveillanceT): string {
  const rows = results.map((result) => {
    if (result.status !== 'tested') {
      const note =
        result.status === 'invalid'
          ? result.issues.map((issue) => `${issue.field}: ${issueText(t, issue)}`).join(' ')
          : ''
      return [
        result.line,
        result.registry,
        '',
        result.malformation,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        t(`csv.${result.status}`),
        note,
      ]
    }
    const o = result.outcome
    return [
      result.line,
      o.registry.code,
      o.registry.initials,
      o.malformation.number,
      o.malformation.name,
      o.basePeriod,
      o.births,
      o.observed,
      round(o.expected),
      round(o.lower),
      round(o.upper),
      round(o.observedRate, 2),
      round(o.referenceRate, 2),
      t(`csv.${o.direction ?? 'none'}`),
      '',
    ]
  })
  return toCsv([batchCsvHeader, ...rows])
}
