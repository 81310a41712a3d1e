import {
  maternalAgeBands,
  noneByMaternalAge,
  type ByMaternalAge,
  type MaternalAgeBand,
} from '../caseRecords/maternalAge'
import type { FieldIssue } from '../input/issues'
import { readCount } from '../input/readCount'
import type { MonthlyBirths } from '../submissions/model'

const FIELD = 'birthsByMaternalAge'

/**
 * The optional denominator of Down syndrome by maternal age sent with a case-record semester:
 * `[{ band, births }]`, each band at most once, whole numbers ≥ 0 adding up to the semester's
 * births (live and still, as the tables count them). A band not sent has no birth. Null when
 * nothing was sent; issues name the item (`birthsByMaternalAge[2].births`).
 */
export function readBirthsByMaternalAge(
  raw: unknown,
  births: MonthlyBirths[],
): { value: ByMaternalAge | null; issues: FieldIssue[] } {
  if (raw === undefined || raw === null) return { value: null, issues: [] }
  if (!Array.isArray(raw)) return { value: null, issues: [{ field: FIELD, code: 'notAList' }] }
  const issues: FieldIssue[] = []
  const value = noneByMaternalAge()
  const seen = new Set<MaternalAgeBand>()
  raw.forEach((item: unknown, index) => {
    const at = `${FIELD}[${index}]`
    const row =
      item && typeof item === 'object' && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : null
    if (!row) return issues.push({ field: at, code: 'notAList' })
    const band = maternalAgeBands.find((name) => name === row.band)
    if (!band)
      issues.push({
        field: `${at}.band`,
        code: 'invalidChoice',
        params: { options: maternalAgeBands.join(', ') },
      })
    else if (seen.has(band))
      issues.push({ field: `${at}.band`, code: 'duplicateBand', params: { value: band } })
    const count = readCount(row.births)
    if (count.kind === 'blank') issues.push({ field: `${at}.births`, code: 'required' })
    else if (count.kind === 'invalid') issues.push({ field: `${at}.births`, code: count.code })
    if (band && !seen.has(band) && count.kind === 'count') value[band] = count.value
    if (band) seen.add(band)
  })
  if (issues.length > 0) return { value: null, issues }

  const sent = maternalAgeBands.reduce((sum, band) => sum + value[band], 0)
  const total = births.some((month) => month.liveBirths === null || month.stillbirths === null)
    ? null
    : births.reduce((sum, month) => sum + month.liveBirths! + month.stillbirths!, 0)
  if (total === null) return { value: null, issues: [{ field: FIELD, code: 'bandsWithoutTotal' }] }
  if (sent !== total)
    return { value: null, issues: [{ field: FIELD, code: 'bandsSum', params: { sent, total } }] }
  return { value, issues: [] }
}
