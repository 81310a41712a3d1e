import { prevalence } from '@/lib/stats'
import { maternalAgeBands, type MaternalAgeBand } from '../caseRecords/maternalAge'
import type { CaseClass, CaseOutcome, GroupDefinition } from '../caseRecords/model'
import {
  breakdownFamilies,
  type BreakdownCell,
  type BreakdownFamily,
  type CaseBreakdown,
} from './caseBreakdown'

/** A rate per 10,000 with its exact Poisson 95% interval. */
export interface CaseRate {
  rate: number
  lower: number
  upper: number
}

/** Down syndrome in one band of the mother's age: its births, cases and prevalence. */
export interface MaternalAgeRow {
  band: MaternalAgeBand
  births: number
  /** Null: withheld from this viewer. */
  cases: number | null
  /** Cases per 10,000 births of the band; null when withheld or the band has no birth. */
  prevalence: CaseRate | null
}

type Shown<T extends Record<string, number>> = { [K in keyof T]: number | null }

/**
 * What case records tell of one anomaly in a registry (or the network pooled over the
 * registries with case data) for a grid period. Null: withheld from this viewer, or not
 * available; `caseData: false`: the registry sent the period as monthly counts only.
 */
export interface CaseViewRow {
  registry: string
  malformation: number
  period: string
  caseData: boolean
  /** Network rows: the registries pooled. */
  pooled?: string[]
  /** The denominator of the total prevalence (live births and stillbirths, as in the tables). */
  births: number | null
  liveBirths: number | null
  /** Live births, fetal deaths and TOPFA together. */
  cases: number | null
  /** All outcomes per 10,000 births. */
  totalPrevalence: CaseRate | null
  /** Live-born cases per 10,000 live births. */
  liveBirthPrevalence: CaseRate | null
  outcome: Shown<Record<CaseOutcome, number>>
  prenatal: Shown<CaseBreakdown['prenatal']>
  /** Diagnosed before birth, of all cases (0–1). */
  prenatalShare: number | null
  caseClass: Shown<Record<CaseClass, number>>
  /** Isolated cases, of all cases (0–1). */
  isolatedShare: number | null
  /**
   * Down syndrome only: by maternal age band, when the registry sent the period's births by
   * maternal age; null otherwise ("no births by maternal age", never 0) and for the network.
   */
  maternalAge: MaternalAgeRow[] | null
  /** Some number of the row is withheld from this viewer. */
  withheld: boolean
  /** The definition versions the counts used (`versionsInForce`). */
  definitions: Pick<GroupDefinition, 'version' | 'validFrom'>[]
}

export interface CaseViewInput {
  registry: string
  malformation: number
  period: string
  /** The breakdown, when the registry sent the whole period as case records. */
  cell: BreakdownCell | undefined
  births: number | null
  liveBirths: number | null
  /** Whether a number of the breakdown (by name: 'cases', 'outcome:topfa'…) is withheld. */
  hidden: (name: string) => boolean
  definitions: Pick<GroupDefinition, 'version' | 'validFrom'>[]
}

const rateOf = (cases: number | null, births: number | null): CaseRate | null =>
  cases === null || births === null || births <= 0 ? null : prevalence({ cases, births })

const shareOf = (part: number | null, whole: number | null): number | null =>
  part === null || whole === null || whole === 0 ? null : part / whole

/**
 * One row of the case views: the breakdown's numbers with those `hidden` set to null, and the
 * rates and shares computed only from numbers shown (a rate and its births give the count back).
 */
export function caseViewRow(input: CaseViewInput): CaseViewRow {
  const { cell, hidden } = input
  const family = <F extends BreakdownFamily>(name: F) =>
    Object.fromEntries(
      breakdownFamilies[name].map((key) => [
        key,
        !cell || hidden(`${name}:${key}`)
          ? null
          : (cell.counts[name] as Record<string, number>)[key]!,
      ]),
    ) as CaseViewRow[F]
  const cases = !cell || hidden('cases') ? null : cell.counts.cases
  const outcome = family('outcome')
  const prenatal = family('prenatal')
  const caseClass = family('caseClass')
  const bandCases = cell?.counts.maternalAge
  const bandBirths = cell?.maternalAgeBirths
  const maternalAge =
    bandCases && bandBirths
      ? maternalAgeBands.map((band): MaternalAgeRow => {
          const count = hidden(`maternalAge:${band}`) ? null : bandCases[band]
          return {
            band,
            births: bandBirths[band],
            cases: count,
            prevalence: rateOf(count, bandBirths[band]),
          }
        })
      : null
  const numbers = [
    cases,
    ...Object.values(outcome),
    ...Object.values(prenatal),
    ...(maternalAge ?? []).map((row) => row.cases),
  ]
  return {
    registry: input.registry,
    malformation: input.malformation,
    period: input.period,
    caseData: cell !== undefined,
    ...(cell?.pooled ? { pooled: cell.pooled } : {}),
    births: input.births,
    liveBirths: input.liveBirths,
    cases,
    totalPrevalence: rateOf(cases, input.births),
    liveBirthPrevalence: rateOf(outcome['live-birth'], input.liveBirths),
    outcome,
    prenatal,
    prenatalShare: shareOf(prenatal.yes, cases),
    caseClass,
    isolatedShare: shareOf(caseClass.isolated, cases),
    maternalAge,
    withheld:
      cell !== undefined &&
      [...numbers, ...Object.values(caseClass)].some((value) => value === null),
    definitions: cell ? input.definitions : [],
  }
}
