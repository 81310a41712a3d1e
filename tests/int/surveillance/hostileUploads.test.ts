import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import {
  caseHeader,
  deepNesting,
  emptyCells,
  emptyRows,
  longSharedString,
} from '../../unit/surveillance/hostileWorkbooks'

let payload: Payload
let tokens: Record<Role, string | undefined>

/** A semester no demo data nor other test uses. */
const YEAR = 1983

const births = JSON.stringify(
  [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 2000, stillbirths: 10 })),
)

const upload = (data: Uint8Array | string, name: string, locale = 'pt') => {
  const form = new FormData()
  form.set('file', new File([data as BlobPart], name))
  form.set('births', births)
  return rest('POST', 'surveillance/case-records/upload', { form, token: tokens.user, locale })
}

/** What an upload could have stored: the semester's submission, its records, any stored file. */
const storedNow = async () => ({
  submissions: (
    await payload.count({
      collection: 'data-submissions',
      where: { year: { equals: YEAR } },
      overrideAccess: true,
    })
  ).totalDocs,
  records: (
    await payload.count({
      collection: 'surveillance-case-records',
      where: { year: { equals: YEAR } },
      overrideAccess: true,
    })
  ).totalDocs,
  files: (await payload.count({ collection: 'submission-files', overrideAccess: true })).totalDocs,
})

/** Uploads, and checks the answer is 400 with one located error and that nothing was stored. */
async function refused(data: Uint8Array | string, name: string, locale = 'pt') {
  const before = await storedNow()
  const res = await upload(data, name, locale)
  expect(res.status).toBe(400)
  const { errors } = (await res.json()) as {
    errors: { field?: string; line?: number; column?: string; code: string; message: string }[]
  }
  expect(errors).toHaveLength(1)
  expect(await storedNow()).toEqual({ ...before, submissions: 0, records: 0 })
  return errors[0]!
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

describe('POST /api/surveillance/case-records/upload refuses a hostile file early, storing nothing', () => {
  it('a workbook of 200,000 empty rows, on the line of the first row past the bound, in each language', async () => {
    const file = await emptyRows(YEAR, 200_000)
    // 60,000 cases and a header, twice over for blank rows: the 120,003rd row is on line 120,003.
    const messages: Record<string, string> = {}
    for (const locale of ['pt', 'es', 'en']) {
      const error = await refused(file, 'casos.xlsx', locale)
      expect(error).toMatchObject({ field: 'file', line: 120_003, code: 'workbookTooManyRows' })
      messages[locale] = error.message
    }
    expect(messages.pt).toContain('linhas vazias')
    expect(messages.es).toContain('filas vacías')
    expect(messages.en).toContain('empty rows')
  }, 120_000)

  it('a workbook of empty cells past the bound', async () => {
    const error = await refused(await emptyCells(YEAR, 20_000, 90), 'casos.xlsx')
    expect(error).toMatchObject({ field: 'file', code: 'workbookTooManyCells' })
    expect(error.line).toBeGreaterThan(2)
  }, 120_000)

  it('a workbook with a shared string of a million characters', async () => {
    const error = await refused(await longSharedString(YEAR, 1_000_000), 'casos.xlsx')
    expect(error).toMatchObject({ field: 'file', code: 'workbookTextTooLong' })
    expect(error.message).toContain('32')
  }, 120_000)

  it('a workbook nested a hundred thousand elements deep', async () => {
    const error = await refused(await deepNesting(YEAR, 100_000), 'casos.xlsx')
    expect(error).toMatchObject({ field: 'file', line: 2, code: 'workbookTooDeep' })
  }, 120_000)

  it('a CSV whose second line is twenty million delimiters', async () => {
    const error = await refused(`${caseHeader.join(';')}\n${';'.repeat(20_000_000)}\n`, 'casos.csv')
    expect(error).toMatchObject({ field: 'file', code: 'tooManyColumns' })
    expect(error.message).toContain('2')
  }, 120_000)

  it('a CSV of more cases than a submission may hold, on the line of the first one too many', async () => {
    const lines = Array.from(
      { length: 60_010 },
      (_, index) =>
        `${index === 0 ? `AR-RENAC;${YEAR};1` : ';;'};X-${index};2;;nascido vivo;masculino;1;39;3200;não;;31;Q21.0;;`,
    )
    const error = await refused(`${caseHeader.join(';')}\n${lines.join('\n')}`, 'casos.csv')
    // The header is line 1: the 60,001st case is on line 60,002.
    expect(error).toMatchObject({ field: 'file', line: 60_002, code: 'tooManyRows' })
  }, 120_000)
})
