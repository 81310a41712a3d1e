import type { Payload, PayloadRequest } from 'payload'
import { siteSettings } from '@/lib/siteSettings'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { isDownSyndrome } from '../caseRecords/maternalAge'
import { exactGridRows, releaseTables } from '../disclosure'
import { NETWORK } from '../monitoring/monthlySeries'
import { caseBreakdownCells } from '../tables/caseBreakdown'
import { readCodeLists } from '../data/codeLists'
import { loadCaseDefinitions, type CaseDefinitions } from '../data/loadCaseDefinitions'
import { readCaseYear, type CaseYear } from '../data/readCaseSemesters'
import { readPrevalenceMonths } from '../data/readPrevalenceMonths'
import { yearSpan } from './yearSpan'
import { readAcceptedCounts } from '../data/readCounts'
import type { CountsRow } from '../submissions/aggregateCounts'
import { suppressionThreshold } from '../data/suppressionThreshold'
import { withTransaction } from '../data/transaction'
import { licenceOf } from './licences'
import {
  RELEASES,
  RELEASE_TABLES,
  releasedTable,
  type StoredAuditTable,
  type StoredReleaseTable,
} from './storedTables'

/** Every earlier release's audit tables of one anomaly, by year. */
async function earlierAudits(
  payload: Payload,
  malformation: number,
): Promise<Record<string, StoredAuditTable>[]> {
  const { docs } = await payload.find({
    collection: RELEASE_TABLES,
    where: { malformation: { equals: malformation } },
    select: { audit: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.audit as Record<string, StoredAuditTable>)
}

/**
 * One anomaly's figures for a new release: its grid rows from the accepted months, and, year by
 * year, the grid cells and case-view numbers withheld knowing every earlier release's tables of
 * that year (`gridWithheldOverReleases`, then `withheldBreakdownOverReleases` with the grid
 * settled).
 */
async function anomalyTable(
  payload: Payload,
  malformation: number,
  threshold: number,
  caseYear: (year: number) => Promise<CaseYear>,
  definitions: CaseDefinitions,
  months: CountsRow[],
): Promise<{ table: StoredReleaseTable; demo: boolean }> {
  const [read, earlier] = await Promise.all([
    readPrevalenceMonths(payload, {
      malformations: [malformation],
      registries: [NETWORK],
      from: null,
      to: null,
    }),
    earlierAudits(payload, malformation),
  ])
  const rows = read.ok ? exactGridRows(read.value) : []
  const { withheld, audit, caseViews } = await releaseTables(
    rows,
    threshold,
    (year) => earlier.flatMap((tables) => (tables[year] ? [releasedTable(tables[year])] : [])),
    async (year) => {
      const cases = await caseYear(year)
      const downSyndrome = isDownSyndrome(definitions.definitions, malformation, `${year}-12-31`)
      return {
        cells: caseBreakdownCells(cases.semesters, malformation, year, downSyndrome),
        liveBirths: [...cases.liveBirths].filter(
          ([key]) => key.endsWith(`|${year}`) || key.includes(`|${year}-`),
        ),
        demo: cases.demo,
      }
    },
  )
  return {
    table: { malformation, rows, withheld, audit, caseViews, months },
    demo: read.ok && read.value.demo,
  }
}

/**
 * What a release states of its terms, frozen with it: the licence the office set, and its newest
 * year with data as provisional unless the office said that year is final.
 */
async function releaseTerms(payload: Payload, tables: StoredReleaseTable[]) {
  const settings = await siteSettings(payload)
  const newest = yearSpan(tables)?.to ?? null
  return {
    licence: licenceOf(settings?.dataLicence),
    provisionalYear: settings?.newestYearFinal ? null : newest,
  }
}

/**
 * Publishes the public figures as they stand: a new release (numbered after the last one) with
 * every anomaly's frozen table, and an entry in the audit log, written in one transaction once
 * every table is computed. From then on visitors read it; nothing changes for them until the
 * next release. Two releases published at once: the second fails on the release number.
 */
export async function publishRelease(req: PayloadRequest) {
  const payload = req.payload
  const [threshold, { malformations }, definitions] = await Promise.all([
    suppressionThreshold(payload),
    readCodeLists(payload),
    loadCaseDefinitions(payload),
  ])
  const caseYears = new Map<number, Promise<CaseYear>>()
  const caseYear = (year: number) => {
    if (!caseYears.has(year)) caseYears.set(year, readCaseYear(payload, year))
    return caseYears.get(year)!
  }
  const { docs: last } = await payload.find({
    collection: RELEASES,
    sort: '-number',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const number = (last[0]?.number ?? 0) + 1
  const numbers = malformations.map((doc) => doc.number).sort((a, b) => a - b)
  // Every registry's months, as the network's monitoring reads them (`readMonitoringRows`).
  const accepted = await readAcceptedCounts(payload, {
    registry: null,
    malformation: null,
    from: null,
    to: null,
    groupBy: 'month',
  })
  const monthsOf = new Map<number, CountsRow[]>()
  for (const row of accepted.ok ? accepted.rows : []) {
    const own = monthsOf.get(row.malformation) ?? []
    own.push(row)
    monthsOf.set(row.malformation, own)
  }
  const tables: StoredReleaseTable[] = []
  let demo = false
  for (const malformation of numbers) {
    const anomaly = await anomalyTable(
      payload,
      malformation,
      threshold,
      caseYear,
      definitions,
      monthsOf.get(malformation) ?? [],
    )
    tables.push(anomaly.table)
    demo ||= anomaly.demo
  }
  const terms = await releaseTerms(payload, tables)
  return withTransaction(req, async () => {
    const release = await payload.create({
      collection: RELEASES,
      data: {
        title: `#${number}`,
        number,
        publishedAt: new Date().toISOString(),
        publishedBy: (req.user as { id?: number } | null)?.id ?? null,
        suppressionThreshold: threshold,
        tables: numbers.length,
        licence: terms.licence,
        provisionalYear: terms.provisionalYear,
        demo,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const table of tables)
      await payload.create({
        collection: RELEASE_TABLES,
        data: { release: release.id, ...table },
        depth: 0,
        overrideAccess: true,
        req,
      })
    await recordAuditEvent(req, {
      action: 'releasePublished',
      document: { collection: RELEASES, id: release.id },
      detail: `#${number}, ${numbers.length} anomalies`,
    })
    return release
  })
}
