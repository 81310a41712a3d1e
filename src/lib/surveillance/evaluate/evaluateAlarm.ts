import { alarmTest, expectedCases, ratePer10000, type AlarmDirection } from '@/lib/stats'
import type { AlarmRequest } from '../input/alarmRequest'
import type { FieldIssue } from '../input/issues'
import {
  findBaseline,
  findMalformation,
  findRegistry,
  periodsWithBaseline,
  type MalformationRef,
  type ReferenceData,
  type RegistryRef,
} from '../reference/reference'
import { compareBasePeriods } from '../input/basePeriod'
import { yearRangeLabel } from '@/lib/timeRange'

/** Confidence level of the network's alarm test (SPEC.md section 9). */
export const CONFIDENCE = 0.95

/** Everything the page, the API and a report show about one test. */
export interface AlarmOutcome {
  registry: RegistryRef
  malformation: MalformationRef
  basePeriod: string
  baseline: {
    births: number
    cases: number
    sourceNote: string | null
    /** Imported demonstration values, said so beside the result. */
    demo: boolean
    /** Where the expected cases come from: accepted data of the base period, or imported rates. */
    source: 'accepted' | 'imported'
  }
  periodStart: string
  periodEnd: string
  births: number
  observed: number
  expected: number
  lower: number
  upper: number
  confidence: number
  alarm: boolean
  direction: AlarmDirection | null
  /** Prevalences per 10,000 births. */
  observedRate: number
  referenceRate: number
}

export type Evaluation = { ok: true; outcome: AlarmOutcome } | { ok: false; issues: FieldIssue[] }

/**
 * Resolves the registry, malformation and baseline of a well-formed request
 * and runs the alarm test. Missing pieces come back as field issues that say
 * which one is missing.
 */
export function evaluateAlarm(
  request: AlarmRequest,
  data: ReferenceData,
  currentBasePeriod: string,
): Evaluation {
  const registry = findRegistry(data, request.registry)
  const malformation = findMalformation(data, request.malformation)
  const issues: FieldIssue[] = []
  if (!registry)
    issues.push({ field: 'registry', code: 'unknownRegistry', params: { value: request.registry } })
  if (!malformation)
    issues.push({
      field: 'malformation',
      code: 'unknownMalformation',
      params: { value: request.malformation },
    })
  if (!registry || !malformation) return { ok: false, issues }

  const basePeriod = request.basePeriod ?? currentBasePeriod
  const baseline = findBaseline(data, registry, malformation, basePeriod)
  // Message values: base periods written as ranges for people ("2020–2022").
  const names = {
    registry: registry.initials,
    malformation: malformation.name,
    period: yearRangeLabel(basePeriod),
  }
  if (!baseline) {
    const available = periodsWithBaseline(data, registry, malformation).sort(compareBasePeriods)
    return {
      ok: false,
      issues: [
        {
          field: 'basePeriod',
          code: 'noBaseline',
          params: { ...names, available: available.map(yearRangeLabel).join(', ') },
        },
      ],
    }
  }
  if (baseline.cases === null) {
    return {
      ok: false,
      issues: [{ field: 'basePeriod', code: 'baselineCasesMissing', params: names }],
    }
  }

  const expected = expectedCases({
    births: request.births,
    baselineCases: baseline.cases,
    baselineBirths: baseline.births,
  })
  const test = alarmTest({ observed: request.observed, expected, confidence: CONFIDENCE })
  return {
    ok: true,
    outcome: {
      registry,
      malformation,
      basePeriod,
      baseline: {
        births: baseline.births,
        cases: baseline.cases,
        sourceNote: baseline.sourceNote ?? null,
        demo: baseline.demo ?? false,
        source: baseline.source ?? 'imported',
      },
      periodStart: request.periodStart,
      periodEnd: request.periodEnd,
      births: request.births,
      observed: request.observed,
      expected,
      lower: test.lower,
      upper: test.upper,
      confidence: CONFIDENCE,
      alarm: test.alarm,
      direction: test.direction,
      observedRate: ratePer10000(request.observed, request.births),
      referenceRate: ratePer10000(baseline.cases, baseline.births),
    },
  }
}
