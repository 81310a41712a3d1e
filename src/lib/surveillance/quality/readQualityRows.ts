import type { Payload } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import { relationId } from '@/lib/relationId'
import { loadCaseDefinitions } from '../data/loadCaseDefinitions'
import { readIndicatorPopulations } from '../data/readIndicatorPopulations'
import { indicatorsOf, networkPopulation } from '../indicators/populationIndicators'
import { NETWORK } from '../input/query'
import { DEFAULT_SUBMISSION_DUE_DAYS } from '../submissions/dueDate'
import type { Semester } from '../submissions/model'
import {
  addCaseRecordMeasures,
  caseRecordMeasures,
  noCaseRecordMeasures,
  type CaseRecordMeasures,
} from './caseRecordMeasures'
import { systemIndicatorIds, type QualityRow } from './qualityRow'
import {
  addTimeliness,
  noTimeliness,
  registryTimeliness,
  type SemesterSending,
} from './submissionTimeliness'
import { addWarnings, noWarnings, warningCounts, type WarningCounts } from './warningCounts'

const semesterOfMonth = (month: number): Semester => (month <= 6 ? 1 : 2)

/** Every sending of every semester: the earliest day sent, and whether numbers were accepted. */
async function readSendings(payload: Payload, codeOf: Map<string, string>) {
  const [{ docs: submissions }, { docs: births }] = await Promise.all([
    payload.find({
      collection: 'data-submissions',
      depth: 0,
      limit: 0,
      pagination: false,
      select: {
        registry: true,
        year: true,
        semester: true,
        status: true,
        submittedAt: true,
        warnings: true,
      },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'surveillance-births',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { registry: true, month: true },
      overrideAccess: true,
    }),
  ])
  const sendings = new Map<string, SemesterSending>()
  const sendingOf = (registry: string, year: number, semester: Semester) => {
    const key = `${registry}|${year}|${semester}`
    let found = sendings.get(key)
    if (!found) {
      found = { registry, year, semester, firstSentAt: null, accepted: false }
      sendings.set(key, found)
    }
    return found
  }
  const warnings = new Map<string, WarningCounts>()
  for (const doc of submissions) {
    const registry = codeOf.get(String(relationId(doc.registry)))
    if (!registry) continue
    const sending = sendingOf(registry, doc.year, doc.semester as Semester)
    if (doc.submittedAt && (!sending.firstSentAt || doc.submittedAt < sending.firstSentAt))
      sending.firstSentAt = doc.submittedAt
    // The warnings of the version in use: an earlier version's were answered by the new one.
    if (doc.status === 'accepted') {
      const key = `${registry}|${doc.year}`
      warnings.set(key, addWarnings(warnings.get(key) ?? noWarnings(), warningCounts(doc.warnings)))
    }
  }
  for (const row of births) {
    const registry = codeOf.get(String(relationId(row.registry)))
    const [year, month] = String(row.month).split('-').map(Number)
    if (registry && year && month) sendingOf(registry, year, semesterOfMonth(month)).accepted = true
  }
  return { sendings: [...sendings.values()], warnings }
}

/**
 * Every registry's and the network's data quality for each of `years`, exact (the caller
 * discloses): the kit's system indicators as the indicators API computes them, the submissions'
 * timeliness against the due day of the site settings, the case-record measures of registries
 * that sent the whole year as case records (the network pools them, as the indicators do) and the
 * accepted submissions' warnings. Server-side only.
 */
export async function readQualityRows(
  payload: Payload,
  years: number[],
  today: Date,
): Promise<QualityRow[]> {
  const [{ docs: registries }, settings, definitions] = await Promise.all([
    payload.find({
      collection: 'member-registries',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { networkCode: true },
      overrideAccess: true,
    }),
    siteSettingsOrDefaults(payload),
    loadCaseDefinitions(payload),
  ])
  const codeOf = new Map(
    registries.flatMap((doc) => (doc.networkCode ? [[String(doc.id), doc.networkCode]] : [])),
  )
  const dueDays =
    typeof settings?.submissionDueDays === 'number'
      ? settings.submissionDueDays
      : DEFAULT_SUBMISSION_DUE_DAYS
  const { sendings, warnings } = await readSendings(payload, codeOf)
  const rows: QualityRow[] = []
  for (const year of years) {
    // One year at a time: each reads that year's case records of every registry.
    const populations = await readIndicatorPopulations(payload, { year, semester: null })
    const systemOf = (registry: string) => {
      const all = indicatorsOf(populations, registry)
      return systemIndicatorIds.map((id) => all.find((indicator) => indicator.id === id)!)
    }
    const yearRows = populations
      .map((population): QualityRow => ({
        registry: population.registry,
        year,
        indicators: systemOf(population.registry),
        timeliness: registryTimeliness(
          sendings.filter((one) => one.registry === population.registry),
          year,
          dueDays,
          today,
        ),
        caseRecords: population.caseLevel
          ? caseRecordMeasures(population.records, definitions.lists.chromosomal)
          : null,
        warnings: warnings.get(`${population.registry}|${year}`) ?? noWarnings(),
      }))
      .sort((a, b) => a.registry.localeCompare(b.registry))
    const pooled = new Set(networkPopulation(populations).pooled)
    const pooledMeasures = yearRows
      .filter((row) => pooled.has(row.registry))
      .map((row) => row.caseRecords as CaseRecordMeasures)
    rows.push(...yearRows, {
      registry: NETWORK,
      year,
      indicators: systemOf(NETWORK),
      timeliness: yearRows.map((row) => row.timeliness).reduce(addTimeliness, noTimeliness()),
      caseRecords:
        pooledMeasures.length > 0
          ? pooledMeasures.reduce(addCaseRecordMeasures, noCaseRecordMeasures())
          : null,
      warnings: yearRows.map((row) => row.warnings).reduce(addWarnings, noWarnings()),
    })
  }
  return rows
}
