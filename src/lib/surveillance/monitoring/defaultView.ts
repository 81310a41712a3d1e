import type { NETWORK } from '../input/query'

/** What a monitoring page shows before its form is sent: the network, its commonest anomaly, the latest data. */
export interface MonitoringDefaults {
  registry: typeof NETWORK
  /** The anomaly with the most accepted cases in the network over the latest accepted year. */
  malformation: number
  /** The latest accepted month ('YYYY-MM'). */
  latestMonth: string
  /** The latest semester whose six months have ended in the accepted data. */
  latestSemester: { year: number; semester: 1 | 2 }
}

/** The semester of `month` if it is its last month, else the one before. */
export function latestCompleteSemester(month: string): { year: number; semester: 1 | 2 } {
  const year = Number(month.slice(0, 4))
  const number = Number(month.slice(5, 7))
  if (number === 12) return { year, semester: 2 }
  if (number >= 6) return { year, semester: 1 }
  return { year: year - 1, semester: 2 }
}
