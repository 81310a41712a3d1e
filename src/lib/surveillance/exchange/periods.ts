/**
 * DHIS2's period identifiers (`YYYYMM` a month, `YYYYS1`/`YYYYS2` a semester, `YYYY` a year)
 * and ADX's ISO 8601 form of the same (`2024-01-01/P1M`, `2024-07-01/P6M`, `2024-01-01/P1Y`).
 */
import type { Semester } from '../submissions/model'

export type ExchangePeriod =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'semester'; year: number; semester: Semester }
  | { kind: 'year'; year: number }

const pad = (n: number) => String(n).padStart(2, '0')

export function dhis2Period(period: ExchangePeriod): string {
  if (period.kind === 'month') return `${period.year}${pad(period.month)}`
  if (period.kind === 'semester') return `${period.year}S${period.semester}`
  return String(period.year)
}

export function adxPeriod(period: ExchangePeriod): string {
  if (period.kind === 'month') return `${period.year}-${pad(period.month)}-01/P1M`
  if (period.kind === 'semester')
    return `${period.year}-${period.semester === 1 ? '01' : '07'}-01/P6M`
  return `${period.year}-01-01/P1Y`
}

/** Either form read back; null when it is neither. */
export function readPeriod(text: string): ExchangePeriod | null {
  const trimmed = text.trim()
  let match = /^(\d{4})(\d{2})$/.exec(trimmed)
  if (match) return month(Number(match[1]), Number(match[2]))
  match = /^(\d{4})S([12])$/.exec(trimmed)
  if (match)
    return { kind: 'semester', year: Number(match[1]), semester: Number(match[2]) as Semester }
  match = /^(\d{4})$/.exec(trimmed)
  if (match) return { kind: 'year', year: Number(match[1]) }
  match = /^(\d{4})-(\d{2})-01\/P(1M|6M|1Y)$/.exec(trimmed)
  if (!match) return null
  const [year, start, length] = [Number(match[1]), Number(match[2]), match[3]]
  if (length === '1M') return month(year, start)
  if (length === '6M' && (start === 1 || start === 7))
    return { kind: 'semester', year, semester: start === 1 ? 1 : 2 }
  if (length === '1Y' && start === 1) return { kind: 'year', year }
  return null
}

const month = (year: number, m: number): ExchangePeriod | null =>
  m >= 1 && m <= 12 ? { kind: 'month', year, month: m } : null
