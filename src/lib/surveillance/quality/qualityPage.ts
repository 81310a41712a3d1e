import type { Payload } from 'payload'
import { collectionTag, globalTag } from '@/lib/cacheTags'
import { memoize } from '@/lib/cache/memo'
import type { User } from '@/payload-types'
import { acceptedMonthRange } from '../data/acceptedMonthRange'
import { gridTags, loadDisclosurePolicy } from '../data/disclosure'
import { discloseQualityRow, thresholdToldTo, type DisclosedQualityRow } from '../disclosure'
import { NETWORK } from '../input/query'
import { parseQualityQuery, type QualityIssue, type QualityQuery } from './qualityQuery'
import { readQualityRows } from './readQualityRows'

/** How many years the panel goes back from the latest accepted one. */
export const QUALITY_YEARS = 10

export interface QualityPageData {
  /** Years with accepted data, newest first (at most QUALITY_YEARS). */
  years: number[]
  /** Registries' network codes, in the order of the rows. */
  registries: string[]
  query: QualityQuery
  issues: QualityIssue[]
  /** The year asked: each registry's row, then the network's. */
  byRegistry: DisclosedQualityRow[]
  /** The registry (or network) asked: one row per year, newest first. */
  overYears: DisclosedQualityRow[]
  /** Null when the viewer sees every number exactly; otherwise the small-count threshold. */
  threshold: number | null
}

/** The years with accepted data, newest first. */
async function panelYears(payload: Payload): Promise<number[]> {
  const range = await acceptedMonthRange(payload)
  if (!range) return []
  const last = Number(range.to.slice(0, 4))
  const firstYear = Math.max(Number(range.from.slice(0, 4)), last - QUALITY_YEARS + 1)
  return Array.from({ length: last - firstYear + 1 }, (_, i) => last - i)
}

/**
 * The data-quality panel as this viewer may see it. The exact rows are read once per day and
 * kept until accepted data, submissions or the lists change; each row then goes through the
 * disclosure module for the viewer.
 */
export async function loadQualityPage(
  payload: Payload,
  search: Record<string, string | string[] | undefined>,
  user: User | null,
  today: Date = new Date(),
): Promise<QualityPageData> {
  const years = await panelYears(payload)
  const day = today.toISOString().slice(0, 10)
  const [rows, policy] = await Promise.all([
    memoize(
      `quality-panel:${years.join(',')}:${day}`,
      [
        ...gridTags,
        collectionTag('data-submissions'),
        collectionTag('surveillance-case-records'),
        collectionTag('anomaly-definitions'),
        globalTag('case-classification'),
      ],
      () => readQualityRows(payload, years, today),
    ),
    loadDisclosurePolicy(payload, user),
  ])
  const registries = [...new Set(rows.map((row) => row.registry))]
    .filter((code) => code !== NETWORK)
    .sort((a, b) => a.localeCompare(b))
  const { query, issues } = parseQualityQuery(search, registries, years)
  return {
    years,
    registries,
    query,
    issues,
    byRegistry: rows
      .filter((row) => row.year === query.year)
      .map((row) => discloseQualityRow(row, policy)),
    overYears: rows
      .filter((row) => row.registry === query.registry)
      .map((row) => discloseQualityRow(row, policy)),
    threshold: thresholdToldTo(policy),
  }
}
