import type { ReportAnomaly, Semester } from '../monitoring/semiannualReport'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { cellKey, type PublicGrid } from './publicGrid'

/** Years of the public grid the report's trend charts read: the ten up to the semester's year. */
const TREND_YEARS = 10

/**
 * The public grid's cells a report shows a reader who does not see its registry (or the network)
 * exactly, by anomaly: the semester's, and each year's of the ten up to the semester's year (the
 * trend charts).
 */
export function reportGridCells(
  grid: PublicGrid,
  registry: string,
  malformations: number[],
  semester: Semester,
): { semester: Map<number, PrevalenceRow>; years: Map<number, Map<number, PrevalenceRow>> } {
  const period = `${semester.year}-S${semester.half}`
  const cells = new Map<number, PrevalenceRow>()
  const years = new Map<number, Map<number, PrevalenceRow>>()
  for (const malformation of malformations) {
    const cell = grid.get(cellKey({ registry, malformation, period }))
    if (cell) cells.set(malformation, cell)
    const own = new Map<number, PrevalenceRow>()
    for (let year = semester.year - TREND_YEARS; year <= semester.year; year++) {
      const yearly = grid.get(cellKey({ registry, malformation, period: String(year) }))
      if (yearly) own.set(year, yearly)
    }
    years.set(malformation, own)
  }
  return { semester: cells, years }
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * One anomaly of the semiannual report as a reader without exact numbers sees it: births, cases
 * and prevalence of the public grid's cell (withheld where the grid withholds them), the trend's
 * percent change and interval rounded to one decimal so no count is worked back from them. The
 * report then prints no expected or observed count (`reportContent`).
 */
export function discloseReportAnomaly(
  anomaly: ReportAnomaly,
  cell: PrevalenceRow | undefined,
): ReportAnomaly {
  const { trend } = anomaly
  return {
    ...anomaly,
    births: cell?.births ?? null,
    cases: cell?.cases ?? null,
    prevalence:
      cell && cell.rate !== null && cell.lower !== null && cell.upper !== null
        ? { rate: cell.rate, lower: cell.lower, upper: cell.upper }
        : null,
    trend: trend.available
      ? {
          ...trend,
          trend: {
            ...trend.trend,
            percentChange: oneDecimal(trend.trend.percentChange),
            lower: oneDecimal(trend.trend.lower),
            upper: oneDecimal(trend.trend.upper),
          },
        }
      : trend,
  }
}
