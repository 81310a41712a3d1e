import { prevalence } from '@/lib/stats/prevalence'
import { codeInRanges, normaliseCode } from '../caseRecords/codes'
import {
  caseOutcomes,
  caseSexes,
  clinicalPresentations,
  type CaseRecordInput,
  type CodeRange,
} from '../caseRecords/model'
import { coreAnomalies, type CoreAnomaly } from './coreAnomalies'

/** A case record as the indicators read it: the semester's year gives its date of birth. */
export type IndicatorRecord = CaseRecordInput & { year: number }

/** The population of a registry (or the pooled network) over the period asked. */
export interface IndicatorPopulation {
  records: IndicatorRecord[]
  /** Live births plus stillbirths of the period; null when a month is not available. */
  births: number | null
  liveBirths: number | null
  /** Not collected by the network yet: hypospadias has no denominator while null. */
  maleBirths: number | null
  /** The office's figure for the target population (BDS.IND.38); null when not recorded. */
  targetLiveBirths: number | null
}

export type Disaggregations = Record<string, Record<string, number>>

export interface Indicator {
  id: string
  numerator: number | null
  denominator: number | null
  /** Per 10,000 births for prevalences, a percentage for 38–42, days for 43. */
  value: number | null
  /** Exact (Garwood) 95 % interval of a prevalence; null for the system indicators. */
  lower: number | null
  upper: number | null
  disaggregations: Disaggregations
  /** Why there is no value: the data needed are not collected or not sent. */
  unavailable?:
    'caseRecordsNeeded' | 'maleBirthsNotRecorded' | 'birthsNotAvailable' | 'targetNotRecorded'
}

/** The WHO age groups for the mother's age (kit's annotation to BDS.IND.1). */
const maternalAgeBands = [
  '10-14',
  '15-19',
  '20-24',
  '25-29',
  '30-34',
  '35-39',
  '40-44',
  '45-49',
  '50-54',
  '55-59',
  '60+',
] as const

export function whoMaternalAgeBand(age: number | null): string {
  if (age === null || age < 10) return 'missing'
  if (age >= 60) return '60+'
  const low = Math.floor(age / 5) * 5
  return `${low}-${low + 4}`
}

/**
 * The optional elements a complete record may carry here (BDS.IND.39's denominator per record):
 * the kit counts its 17 optional elements, several of which identify a family (names, telephone)
 * and are kept by the registry, never sent; these are the ones the network's record has.
 */
export const optionalElements = [
  'day',
  'sex',
  'plurality',
  'gestationalWeeks',
  'birthWeight',
  'prenatalDiagnosis',
  'diagnosisWeeks',
  'maternalAge',
  'description',
  'clinicalPresentation',
  'diagnosisDate',
  'reportDate',
  'diagnosisCorrected',
] as const satisfies readonly (keyof CaseRecordInput)[]

const rangesOf = (anomaly: CoreAnomaly): CodeRange[] =>
  anomaly.icd10.map((code) => {
    const normalised = normaliseCode(code)!
    return { from: normalised, to: normalised }
  })

const coreRanges = new Map(coreAnomalies.map((anomaly) => [anomaly.id, rangesOf(anomaly)]))

const isComplete = (record: IndicatorRecord) => record.recordStatus === 'complete'

/** The codes whose diagnosis is confirmed (none when the record carries no statuses). */
function confirmedCodes(record: IndicatorRecord): string[] {
  const statuses = record.diagnosisStatuses
  if (!statuses) return []
  return record.codes
    .filter((code, index) => statuses[index] === 'confirmed')
    .map((code) => normaliseCode(code))
    .filter((code): code is string => code !== null)
}

function counter(keys: readonly string[]): Record<string, number> {
  return Object.fromEntries([...keys, 'missing'].map((key) => [key, 0]))
}

/** The kit's disaggregations of a prevalence's cases (laterality is not collected yet). */
function disaggregate(
  cases: IndicatorRecord[],
  { sex = true, presentation = true } = {},
): Disaggregations {
  const outcome = Object.fromEntries(caseOutcomes.map((key) => [key, 0]))
  const maternalAge = counter(maternalAgeBands)
  const bySex = counter(caseSexes)
  const byPresentation = counter(clinicalPresentations)
  for (const record of cases) {
    outcome[record.outcome]! += 1
    maternalAge[whoMaternalAgeBand(record.maternalAge)]! += 1
    bySex[record.sex ?? 'missing']! += 1
    byPresentation[record.clinicalPresentation ?? 'missing']! += 1
  }
  return {
    outcome,
    ...(presentation ? { clinicalPresentation: byPresentation } : {}),
    maternalAge,
    ...(sex ? { sex: bySex } : {}),
  }
}

function prevalenceIndicator(
  id: string,
  cases: IndicatorRecord[],
  denominator: number | null,
  disaggregations: Disaggregations,
  missingDenominator: Indicator['unavailable'],
): Indicator {
  const numerator = cases.length
  if (denominator === null || denominator <= 0)
    return {
      id,
      numerator,
      denominator,
      value: null,
      lower: null,
      upper: null,
      disaggregations,
      unavailable: missingDenominator,
    }
  const { rate, lower, upper } = prevalence({ cases: numerator, births: denominator })
  return { id, numerator, denominator, value: rate, lower, upper, disaggregations }
}

const percentage = (
  id: string,
  numerator: number,
  denominator: number,
  disaggregations: Disaggregations = {},
): Indicator => ({
  id,
  numerator,
  denominator,
  value: denominator > 0 ? (100 * numerator) / denominator : null,
  lower: null,
  upper: null,
  disaggregations,
})

const DAY = 86_400_000
const birthDay = (record: IndicatorRecord): number | null =>
  record.day === null ? null : Date.UTC(record.year, record.month - 1, record.day)

/**
 * The kit's 42 indicators (BDS.IND.1–43, no 40) of one population, by the kit's rules: only
 * complete records count, and in a prevalence only their confirmed diagnoses; a case counts in
 * every core list one of its confirmed diagnoses falls in. Records without a status (sent before
 * the kit's elements) are missing, never complete.
 */
export function computeIndicators(population: IndicatorPopulation): Indicator[] {
  const complete = population.records.filter(isComplete)
  const confirmed = complete.map((record) => ({ record, codes: confirmedCodes(record) }))
  // Each record's core lists, worked out once (a record may fall in several).
  const byList = new Map<string, IndicatorRecord[]>(
    coreAnomalies.map((anomaly) => [anomaly.id, []]),
  )
  for (const { record, codes } of confirmed) {
    if (codes.length === 0) continue
    for (const [id, ranges] of coreRanges)
      if (codes.some((code) => codeInRanges(code, ranges))) byList.get(id)!.push(record)
  }
  const inList = (id: string) => byList.get(id)!

  const prevalences = coreAnomalies.map((anomaly) => {
    const cases = inList(anomaly.id)
    const male = anomaly.denominator === 'male-births'
    return prevalenceIndicator(
      anomaly.id,
      cases,
      male ? population.maleBirths : population.births,
      disaggregate(cases, { sex: !male, presentation: anomaly.byPresentation !== false }),
      male ? 'maleBirthsNotRecorded' : 'birthsNotAvailable',
    )
  })
  const anyAnomaly = confirmed.filter(({ codes }) => codes.length > 0).map(({ record }) => record)

  const coverage: Indicator =
    population.liveBirths !== null && population.targetLiveBirths !== null
      ? percentage('BDS.IND.38', population.liveBirths, population.targetLiveBirths)
      : {
          id: 'BDS.IND.38',
          numerator: population.liveBirths,
          denominator: population.targetLiveBirths,
          value: null,
          lower: null,
          upper: null,
          disaggregations: {},
          unavailable: population.liveBirths === null ? 'birthsNotAvailable' : 'targetNotRecorded',
        }

  const filled = complete.reduce(
    (sum, record) =>
      sum +
      optionalElements.filter((key) => record[key] !== null && record[key] !== undefined).length,
    0,
  )
  const incomplete = population.records.filter(
    (record) => record.recordStatus === 'incomplete',
  ).length

  const uncorrected = complete.filter((record) => record.diagnosisCorrected === false)
  const accuracyByDiagnosis = Object.fromEntries(
    coreAnomalies.map((anomaly) => [
      anomaly.id,
      inList(anomaly.id).filter((record) => record.diagnosisCorrected === false).length,
    ]),
  )

  const dated = complete.flatMap((record) => {
    const born = birthDay(record)
    if (born === null || !record.completionDate) return []
    return [Math.round((Date.parse(`${record.completionDate}T00:00:00Z`) - born) / DAY) + 1]
  })
  const days = dated.reduce((sum, value) => sum + value, 0)

  return [
    ...prevalences,
    prevalenceIndicator(
      'BDS.IND.37',
      anyAnomaly,
      population.births,
      disaggregate(anyAnomaly),
      'birthsNotAvailable',
    ),
    coverage,
    percentage('BDS.IND.39', filled, optionalElements.length * complete.length),
    percentage('BDS.IND.41', incomplete, incomplete + complete.length),
    percentage('BDS.IND.42', uncorrected.length, complete.length, {
      diagnosis: accuracyByDiagnosis,
    }),
    {
      id: 'BDS.IND.43',
      numerator: days,
      denominator: dated.length,
      value: dated.length > 0 ? days / dated.length : null,
      lower: null,
      upper: null,
      disaggregations: {},
    },
  ]
}

/** The indicators that read case records (all but coverage), for a registry sending counts. */
export const caseLevelIndicator = (id: string): boolean => id !== 'BDS.IND.38'

/** A registry without case records for the period: only coverage can be computed. */
export function withoutCaseRecords(population: Omit<IndicatorPopulation, 'records'>): Indicator[] {
  return computeIndicators({ ...population, records: [] }).map((indicator) =>
    caseLevelIndicator(indicator.id)
      ? {
          id: indicator.id,
          numerator: null,
          denominator: null,
          value: null,
          lower: null,
          upper: null,
          disaggregations: {},
          unavailable: 'caseRecordsNeeded' as const,
        }
      : indicator,
  )
}
