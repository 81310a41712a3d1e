import type { Indicator } from '../indicators/computeIndicators'
import type { CaseRecordMeasures } from './caseRecordMeasures'
import type { Timeliness } from './submissionTimeliness'
import type { WarningCounts } from './warningCounts'

/** The kit's system indicators the panel shows (docs/who-indicators.md). */
export const systemIndicatorIds = [
  'BDS.IND.38',
  'BDS.IND.39',
  'BDS.IND.41',
  'BDS.IND.42',
  'BDS.IND.43',
] as const

export type SystemIndicatorId = (typeof systemIndicatorIds)[number]

/** One registry's (or the network's) data quality in one year, exact, before disclosure. */
export interface QualityRow {
  /** A registry's network code, or 'network'. */
  registry: string
  year: number
  /** The kit's system indicators, in `systemIndicatorIds`' order. */
  indicators: Indicator[]
  timeliness: Timeliness
  /** Null when the year was not sent as case records (monthly counts): not available. */
  caseRecords: CaseRecordMeasures | null
  warnings: WarningCounts
}
