import { baselineColumns } from './baselineFile'
import { compareBasePeriods } from '../input/basePeriod'
import { round, toCsv } from '../present/csv'
import type { ReferenceData } from './reference'
import { ratePer10000 } from '@/lib/stats'

export const baselineExportHeader = [
  'registry_code',
  'registry',
  'malformation_number',
  'malformation',
  'icd10',
  'base_period',
  'births',
  'cases',
  'prevalence_per_10000',
  'source_note',
]

/**
 * Baseline rates as CSV: the import's columns plus names and the prevalence
 * for people (the import ignores those). A blank cases cell stays blank.
 * Newest period first, then by registry code and malformation number.
 */
export function baselineExportCsv(data: ReferenceData): string {
  const registries = new Map(data.registries.map((registry) => [String(registry.id), registry]))
  const malformations = new Map(
    data.malformations.map((malformation) => [String(malformation.id), malformation]),
  )

  const rows = data.baselines.flatMap((baseline) => {
    const registry = registries.get(String(baseline.registryId))
    const malformation = malformations.get(String(baseline.malformationId))
    if (!registry || !malformation) return []
    return [{ baseline, registry, malformation }]
  })
  rows.sort(
    (a, b) =>
      compareBasePeriods(a.baseline.basePeriod, b.baseline.basePeriod) ||
      a.registry.code.localeCompare(b.registry.code) ||
      a.malformation.number - b.malformation.number,
  )
  return toCsv([
    baselineExportHeader,
    ...rows.map(({ baseline, registry, malformation }) => [
      registry.code,
      registry.initials,
      malformation.number,
      malformation.name,
      malformation.icd10,
      baseline.basePeriod,
      baseline.births,
      baseline.cases,
      baseline.cases === null ? null : round(ratePer10000(baseline.cases, baseline.births), 3),
      baseline.sourceNote ?? null,
    ]),
  ])
}

// Every import column must be in the export, or a round trip would lose data.
const missing = [...baselineColumns.required, ...baselineColumns.optional].filter(
  (name) => !baselineExportHeader.includes(name),
)
if (missing.length > 0) throw new Error(`baseline export lacks columns ${missing.join(', ')}`)
