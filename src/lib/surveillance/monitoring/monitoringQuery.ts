import type { EndemicChannelMethod } from '@/lib/stats'
import type { Parsed } from '../input/query'

/** Who and what is monitored: a registry's code or 'network', and an anomaly's number. */
export interface MonitoringTarget {
  registry: string
  malformation: number
}

export interface EndemicChannelQuery extends MonitoringTarget {
  /** The year drawn over the channel; null: the latest year with data. */
  year: number | null
  /** How many previous years the channel is built from. */
  years: number
  /** Bortman's bands, or 'prediction': the band a new year falls in 95% of the time. */
  method: EndemicChannelMethod | 'prediction'
  groupBy: 'month' | 'semester'
  measure: 'cases' | 'rate'
}

export interface ScanQuery extends MonitoringTarget {
  /** Last month scanned; null: the latest month with data. */
  to: string | null
  /** Length of the scanned window in months. */
  months: number
}

export interface TrendQuery extends MonitoringTarget {
  /** Last year of the trend; null: the latest complete year. */
  to: number | null
  years: number
}

/** The queries are read by their method's descriptor (methods.ts). */
export type { Parsed }

export interface ReportQuery {
  registry: string
  year: number
  semester: 1 | 2
}
