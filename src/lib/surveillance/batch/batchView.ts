import type { Locale } from '@/i18n/locales'
import type { BatchRowResult } from '@/lib/surveillance/batch/batchFile'
import { numberFormats } from '@/lib/surveillance/present/format'
import type { FieldIssue, RowIssue } from '@/lib/surveillance/input/issues'
import { issueText, type SurveillanceT } from '@/lib/surveillance/present/translate'

/** One row of the results table, already formatted in the reader's language. */
export interface BatchRowView {
  line: number
  registry: string
  malformation: string
  births: string
  observed: string
  expected: string
  interval: string
  rates: string
  status: string
  tone: 'alarm' | 'ok' | 'muted'
}

export type BatchState =
  | { status: 'idle' }
  | { status: 'error'; errors: string[] }
  | { status: 'done'; rows: BatchRowView[]; csv: string; summary: string }

const describeIssue = (t: SurveillanceT, issue: FieldIssue | RowIssue): string => {
  const where =
    'line' in issue && issue.line > 0 ? `${t('batch.line')} ${issue.line}, ${issue.field}: ` : ''
  return where + issueText(t, issue)
}

/** Builds the serialisable state the batch form renders (a server action's result). */
export const batchView = {
  errors: (issues: (FieldIssue | RowIssue)[], t: SurveillanceT): BatchState => ({
    status: 'error',
    errors: issues.map((issue) => describeIssue(t, issue)),
  }),

  results: (
    results: BatchRowResult[],
    csv: string,
    t: SurveillanceT,
    locale: Locale,
  ): BatchState => {
    const format = numberFormats(locale)
    const rows = results.map((result): BatchRowView => {
      if (result.status !== 'tested') {
        const reason =
          result.status === 'invalid'
            ? `${t('batch.invalid')}: ${result.issues.map((issue) => `${issue.field}: ${issueText(t, issue)}`).join(' ')}`
            : t('batch.notAvailable')
        return {
          line: result.line,
          registry: result.registry,
          malformation: result.malformation,
          births: '',
          observed: '',
          expected: '',
          interval: '',
          rates: '',
          status: reason,
          tone: 'muted',
        }
      }
      const o = result.outcome
      return {
        line: result.line,
        registry: `${o.registry.initials} (${o.registry.code})`,
        malformation: `${o.malformation.number} · ${o.malformation.name}`,
        births: format.count(o.births),
        observed: format.count(o.observed),
        expected: format.cases(o.expected),
        interval: t('result.intervalValue', {
          lower: format.cases(o.lower),
          upper: format.cases(o.upper),
        }),
        rates: `${format.rate(o.observedRate)} / ${format.rate(o.referenceRate)}`,
        status: o.direction ? t(`result.${o.direction}`) : t('result.noAlarm'),
        tone: o.alarm ? 'alarm' : 'ok',
      }
    })
    const count = (predicate: (result: BatchRowResult) => boolean) =>
      results.filter(predicate).length
    const summary = t('batch.summary', {
      tested: count((r) => r.status === 'tested'),
      alarms: count((r) => r.status === 'tested' && r.outcome.alarm),
      notAvailable: count((r) => r.status === 'notAvailable'),
      invalid: count((r) => r.status === 'invalid'),
    })
    return { status: 'done', rows, csv, summary: summary.replace(/\s+/g, ' ').trim() }
  },
}
