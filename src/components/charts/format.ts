import { tickStep } from 'd3-array'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { ChartT } from './text'

/** Decimals an axis needs so that neighbouring ticks read differently (step 0.5 → 1). */
export const decimalsFor = (step: number): number =>
  step > 0 && Number.isFinite(step) ? Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)) : 0

/** Numbers and periods as readers of each language write them (the site's formats). */
export function chartFormat(locale: Locale, t: ChartT) {
  const format = formatterFor(locale)
  const fixed = (value: number, digits: number) =>
    format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })
  const longMonth = (date: Date) => format.dateTime(date, 'monthYear')
  const shortMonth = (date: Date) => format.dateTime(date, 'shortMonth')

  const parse = (period: string) => {
    const monthly = /^(\d{4})-(\d{2})$/.exec(period)
    if (monthly) {
      return { kind: 'month' as const, date: new Date(Date.UTC(+monthly[1]!, +monthly[2]! - 1, 1)) }
    }
    const semester = /^(\d{4})-S([12])$/.exec(period)
    if (semester) return { kind: 'semester' as const, year: semester[1]!, half: semester[2]! }
    return { kind: 'other' as const }
  }

  return {
    fixed,
    integer: (value: number) => fixed(value, 0),
    /** Rates per 10,000 births: one decimal. */
    rate: (value: number) => fixed(value, 1),
    /** Axis ticks spaced by `step`, with the decimals the step needs. */
    tick: (value: number, step: number) => fixed(value, decimalsFor(step)),
    /** Large counts on an axis: "120 mil", "120K". */
    compact: (value: number) => format.number(value, 'compact'),
    /** A period key in full: "2024", "março de 2024", "1.º semestre de 2024". */
    period: (period: string) => {
      const parsed = parse(period)
      if (parsed.kind === 'month') return longMonth(parsed.date)
      if (parsed.kind === 'semester') {
        return t('semester', { half: parsed.half, year: parsed.year })
      }
      return period
    },
    /** A period key on an axis: months short, with the year on a second line (`\n`) under January and the first tick; semesters with the year under each. */
    axisPeriod: (period: string, first: boolean) => {
      const parsed = parse(period)
      if (parsed.kind === 'month') {
        // The year goes on a second line, under the first month and under each January.
        return first || parsed.date.getUTCMonth() === 0
          ? `${shortMonth(parsed.date)}\n${parsed.date.getUTCFullYear()}`
          : shortMonth(parsed.date)
      }
      if (parsed.kind === 'semester') {
        // The year on a second line, so that twelve semesters fit side by side.
        return t('semesterShort', { half: parsed.half, year: parsed.year }).replace(
          / (\d{4})$/,
          '\n$1',
        )
      }
      return period
    },
  }
}

export type ChartFormat = ReturnType<typeof chartFormat>

/** Ticks and their step for a linear domain, as d3 chooses them. */
export const tickStepOf = (domain: [number, number], count: number): number =>
  tickStep(domain[0], domain[1], count)
