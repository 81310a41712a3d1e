// The WHO indicators are computed on request from a year's case records: a network's year must
// stay well under a second. Synthetic records with the kit's elements, spread over the core
// lists; 1× is about the demo network's year of case records, 16× a network sixteen times larger.
import {
  computeIndicators,
  type IndicatorRecord,
} from '../src/lib/surveillance/indicators/computeIndicators'
import { measure } from './measure'

const CODES = [
  'Q00.0',
  'Q05.9',
  'Q02',
  'Q21.3',
  'Q35.9',
  'Q36.9',
  'Q37.1',
  'Q66.0',
  'Q71.3',
  'Q79.3',
  'Q90.0',
  'Q54.1',
  'Q03.1',
]
const STATUSES = ['complete', 'complete', 'complete', 'incomplete', 'open'] as const

function records(count: number): IndicatorRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const codes = [CODES[index % CODES.length]!]
    if (index % 7 === 0) codes.push(CODES[(index + 3) % CODES.length]!)
    return {
      year: 2025,
      caseId: `C-${index}`,
      month: (index % 12) + 1,
      day: (index % 28) + 1,
      outcome: index % 15 === 7 ? 'topfa' : index % 10 === 9 ? 'fetal-death' : 'live-birth',
      sex: index % 2 === 0 ? 'male' : 'female',
      plurality: 1,
      gestationalWeeks: 38,
      birthWeight: 3100,
      prenatalDiagnosis: 'no',
      diagnosisWeeks: null,
      maternalAge: 18 + (index % 24),
      codes,
      syndrome: false,
      description: null,
      recordStatus: STATUSES[index % STATUSES.length]!,
      diagnosisStatuses: codes.map(() => 'confirmed' as const),
      clinicalPresentation: codes.length > 1 ? 'multiple' : 'isolated',
      completionDate: '2026-01-15',
      diagnosisCorrected: index % 9 === 0,
    }
  })
}

// The demo network: about 6,000 case records a year (12 registries × ~500).
for (const [label, scale] of [
  ['demo network', 1],
  ['16× the demo', 16],
] as const) {
  const population = {
    records: records(6_000 * scale),
    births: 600_000 * scale,
    liveBirths: 594_000 * scale,
    maleBirths: null,
    targetLiveBirths: 700_000 * scale,
  }
  await measure(
    `computeIndicators, ${label} (${population.records.length} records)`,
    () => computeIndicators(population),
    10,
  )
}
