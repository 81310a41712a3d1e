import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, Where } from 'payload'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { rest } from '../../helpers/rest'
import { reportPdfWork } from '@/endpoints/surveillance/reportPdf'
import { acceptedDataTags } from '@/lib/cacheTags'
import * as pdfRenderer from '@/lib/surveillance/pdf/renderReportPdf'

// Outside Next.js: its data cache as a map, with the tags each cached read names.
const dataCache = vi.hoisted(() => ({
  entries: new Map<string, unknown>(),
  tags: [] as string[][],
}))
vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: string[], options?: { tags?: string[] }) =>
    async () => {
      dataCache.tags.push(options?.tags ?? [])
      const key = JSON.stringify(keyParts)
      if (!dataCache.entries.has(key)) dataCache.entries.set(key, await read())
      return dataCache.entries.get(key)
    },
}))
// Counts the PDF files actually drawn.
vi.mock('@/lib/surveillance/pdf/renderReportPdf', async (original) => {
  const actual = await original<typeof import('@/lib/surveillance/pdf/renderReportPdf')>()
  return { renderReportPdf: vi.fn(actual.renderReportPdf) }
})
const drawn = vi.mocked(pdfRenderer.renderReportPdf)

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

const pdf = (query: string, role: Role, locale?: string) =>
  rest('GET', `surveillance/reports/semiannual.pdf?${query}`, { token: tokens[role], locale })

/** The text of a PDF as poppler's pdftotext lays it out (scripts/check-system.mjs installs it). */
async function textOf(res: Response): Promise<string> {
  return pdfText(Buffer.from(await res.arrayBuffer()))
}

const pdfText = (input: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input }).toString()

/** Each page of a PDF drawn by poppler's pdftoppm, as PNG files (72 dpi: an A4 page is 842 × 595 points). */
function pagesAsPng(pdfFile: Buffer): Buffer[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-png-'))
  try {
    const file = path.join(dir, 'report.pdf')
    fs.writeFileSync(file, pdfFile)
    execFileSync('pdftoppm', ['-png', '-r', '72', file, path.join(dir, 'page')])
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => fs.readFileSync(path.join(dir, name)))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Share of a band of rows (from, to: fractions of the height) that is ink (dark pixels). */
async function inkIn(png: Buffer, from: number, to: number): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
  const [first, last] = [Math.floor(info.height * from), Math.floor(info.height * to)]
  let dark = 0
  for (let row = first; row < last; row++)
    for (let column = 0; column < info.width; column++)
      if (data[row * info.width + column]! < 128) dark++
  return dark / ((last - first) * info.width)
}

const idOf = async (collection: 'member-registries' | 'malformations', where: Where) =>
  (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })).docs[0]!

/** Births (live + stillbirths) and cases of a registry and anomaly, summed from the accepted tables. */
async function accepted(code: string, malformationNumber: number, from: string, to: string) {
  const registry = await idOf('member-registries', { networkCode: { equals: code } })
  const malformation = await idOf('malformations', { number: { equals: malformationNumber } })
  const months = { greater_than_equal: from, less_than_equal: to }
  const births = await payload.find({
    collection: 'surveillance-births',
    where: { registry: { equals: registry.id }, month: months },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const cases = await payload.find({
    collection: 'surveillance-cases',
    where: {
      registry: { equals: registry.id },
      malformation: { equals: malformation.id },
      month: months,
    },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  expect(births.docs).toHaveLength(6)
  expect(cases.docs).toHaveLength(6)
  return {
    births: births.docs.reduce((sum, doc) => sum + doc.liveBirths! + (doc.stillbirths ?? 0), 0),
    cases: cases.docs.reduce((sum, doc) => sum + doc.cases!, 0),
  }
}

// Planted in the demo data (src/seed/surveillanceData/demoCountsPlan.ts): spina bifida (3)
// three times its rate in AR-RENAC from 2024-04 to 2024-07, inside the 24 months before 2025-06.
const SPINA_BIFIDA = 3

describe('GET /api/surveillance/reports/semiannual.pdf: who gets what', () => {
  it.each([
    ['anonymous', 'network', 200],
    ['anonymous', 'AR-RENAC', 401],
    ['user', 'AR-RENAC', 200],
    ['user', 'CL-RENACH', 403],
    ['admin', 'CL-RENACH', 200],
  ] as const)('%s asking for %s gets %i', async (role, registry, status) => {
    const res = await pdf(`registry=${registry}&year=2025&semester=1`, role)
    expect(res.status).toBe(status)
    if (status === 200) {
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="relatorio-semestral-${registry}-2025-S1.pdf"`,
      )
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
    } else {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await res.json()) as { errors: { code: string; message: string }[] }
      expect(body.errors[0]!.code).toBe(status === 401 ? 'unauthorized' : 'forbidden')
      expect(body.errors[0]!.message).not.toBe('')
    }
  })

  it('answers bad parameters with 400 and every problem, translated', async () => {
    const res = await pdf('registry=&year=abc&semester=3', 'admin', 'en')
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      errors: { field: string; code: string; message: string }[]
    }
    expect(body.errors.map((error) => [error.field, error.code])).toEqual([
      ['registry', 'required'],
      ['year', 'invalidYear'],
      ['semester', 'invalidSemester'],
    ])
    expect(body.errors[1]!.message).toBe('Enter a year between 1950 and 2100.')

    const noYear = await pdf('registry=network&semester=1', 'anonymous', 'es')
    expect(noYear.status).toBe(400)
    expect(((await noYear.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Complete este campo.',
    )

    const unknown = await pdf('registry=XX-NONE&year=2025&semester=1', 'admin')
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'unknownRegistry',
    )
  })
})

describe('GET /api/surveillance/reports/semiannual.pdf: under load', () => {
  it('makes one report at a time, queues a few and tells the rest to come back, translated', async () => {
    // Every slot and place in line taken, as by a burst of report downloads.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const holders = Array.from({ length: 5 }, () => reportPdfWork.run(() => held))
    expect(reportPdfWork.load).toEqual({ running: 1, waiting: 4 })

    const res = await pdf('registry=AR-RENAC&year=2025&semester=1', 'user', 'es')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    const body = (await res.json()) as { errors: { code: string; message: string }[] }
    expect(body.errors).toEqual([
      {
        code: 'busy',
        message:
          'El servidor está preparando otros informes en este momento. Inténtelo de nuevo en unos segundos.',
      },
    ])

    release()
    await Promise.all(holders)
    const later = await pdf('registry=AR-RENAC&year=2025&semester=1', 'user')
    expect(later.status).toBe(200)
  })

  it("draws the network's report for visitors once per semester and language, and keeps it", async () => {
    dataCache.entries.clear()
    drawn.mockClear()
    const first = await pdf('registry=network&year=2024&semester=2', 'anonymous', 'en')
    const second = await pdf('registry=network&year=2024&semester=2', 'anonymous', 'en')
    expect([first.status, second.status]).toEqual([200, 200])
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
    expect(drawn).toHaveBeenCalledTimes(1)
    expect(dataCache.tags.at(-1)).toEqual(expect.arrayContaining(acceptedDataTags))
    // Another language is another file; a member's registry report is never kept.
    await pdf('registry=network&year=2024&semester=2', 'anonymous', 'es')
    await pdf('registry=AR-RENAC&year=2024&semester=2', 'user')
    await pdf('registry=AR-RENAC&year=2024&semester=2', 'user')
    expect(drawn).toHaveBeenCalledTimes(4)
  })
})

describe('GET /api/surveillance/reports/semiannual.pdf: what the file says', () => {
  // A member's report in English, asked once: its words and its drawing are read from one file.
  let member: { status: number; disposition: string | null; file: Buffer }
  beforeAll(async () => {
    const res = await pdf('registry=AR-RENAC&year=2025&semester=1', 'user', 'en')
    member = {
      status: res.status,
      disposition: res.headers.get('content-disposition'),
      file: Buffer.from(await res.arrayBuffer()),
    }
  })

  it("holds a member's report: figures, the planted cluster first, demonstration data", async () => {
    const spina = (
      await payload.find({
        collection: 'malformations',
        where: { number: { equals: SPINA_BIFIDA } },
        locale: 'en',
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const { births, cases } = await accepted('AR-RENAC', SPINA_BIFIDA, '2025-01', '2025-06')
    const en = new Intl.NumberFormat('en')
    const two = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const rate = two.format((cases / births) * 10_000)

    expect(member.status).toBe(200)
    expect(member.disposition).toContain('semiannual-report-AR-RENAC-2025-S1.pdf')
    const text = pdfText(member.file)
    expect(text).toContain('Semiannual report')
    expect(text).toContain('RENAC — National Network of Congenital Anomalies of Argentina, 2025')
    expect(text).toContain('Demonstration data')
    expect(text).toContain('What needs attention first')
    expect(text).toContain(
      `${SPINA_BIFIDA} · ${spina.name} (${spina.icd10}): cluster in time, 2024-04–2024-07, p `,
    )
    // Each item gives its q-value beside its p-value: listed, so below the rate of 0.05.
    const item =
      /cluster in time, 2024-04–2024-07, p (< 0\.001|= 0\.\d+), q (< 0\.001|= 0\.\d+)\./.exec(
        text.replace(/\s+/g, ' '),
      )
    expect(item, text).not.toBeNull()
    expect(item![2] === '< 0.001' || Number(item![2]!.slice(2)) < 0.05, item![2]).toBe(true)
    expect(text).toMatch(/weighted Benjamini–Hochberg/)

    const row = text.split('\n').find((line) => line.trimStart().startsWith(`${SPINA_BIFIDA} · `))
    expect(row, text).toBeDefined()
    const cells = row!.trim().split(/\s{2,}/)
    expect(cells).toContain(en.format(births))
    expect(cells).toContain(en.format(cases))
    expect(row).toContain(`${rate} (`)
    expect(text).toContain('2024-04–2024-07')
    expect(text).toContain('Page 1 of')
  })

  it('renders: every page draws as an A4 landscape image with its title at the top and text below', async () => {
    expect(member.status).toBe(200)
    const pages = pagesAsPng(member.file)
    const pageCount = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: member.file }).toString())![1],
    )
    expect(pageCount).toBeGreaterThan(0)
    expect(pages).toHaveLength(pageCount)
    for (const [index, page] of pages.entries()) {
      const { width, height, format } = await sharp(page).metadata()
      expect(format, `page ${index + 1}`).toBe('png')
      // A4 landscape (the report's wide table), to a pixel of rounding.
      expect(width, `page ${index + 1}`).toBe(842)
      expect(Math.abs(height! - 595), `page ${index + 1}`).toBeLessThanOrEqual(1)
      // Printed, not blank, and not a black box: some ink, mostly paper.
      const ink = await inkIn(page, 0, 1)
      expect(ink, `page ${index + 1}`).toBeGreaterThan(0.005)
      expect(ink, `page ${index + 1}`).toBeLessThan(0.3)
    }
    // The first page opens with the report's heading: ink in its top tenth, below the margin.
    expect(await inkIn(pages[0]!, 0, 0.02)).toBe(0)
    expect(await inkIn(pages[0]!, 0.02, 0.12)).toBeGreaterThan(0.01)
  })

  it('speaks Portuguese when asked, and gives the network to anyone', async () => {
    const res = await pdf('registry=network&year=2025&semester=1', 'anonymous', 'pt')
    const text = await textOf(res)
    expect(text).toContain('Relatório semestral')
    expect(text).toContain('Rede inteira (todos os registros somados), 2025, semestre 1')
    expect(text).toContain('Dados de demonstração')
    expect(text).toContain('O que pede atenção primeiro')
    expect(text).toContain('Página 1 de')
  })

  it('lists the months not available as such, never as zero', async () => {
    // The demo data leaves three months of one registry not available for every anomaly.
    const gap = (
      await payload.find({
        collection: 'surveillance-cases',
        where: { cases: { exists: false } },
        sort: 'month',
        depth: 1,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const registry = gap.registry as { id: number; networkCode: string }
    const year = Number(gap.month.slice(0, 4))
    const semester = Number(gap.month.slice(5, 7)) <= 6 ? 1 : 2
    const first = `${year}-${semester === 1 ? '01' : '07'}`
    const last = `${year}-${semester === 1 ? '06' : '12'}`
    const missing = await payload.find({
      collection: 'surveillance-cases',
      where: {
        registry: { equals: registry.id },
        cases: { exists: false },
        month: { greater_than_equal: first, less_than_equal: last },
      },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const anomalies = new Set(missing.docs.map((doc) => String(doc.malformation))).size
    expect(anomalies).toBeGreaterThan(1)

    const res = await pdf(
      `registry=${registry.networkCode}&year=${year}&semester=${semester}`,
      'admin',
      'en',
    )
    const text = await textOf(res)
    expect(text.replace(/\s+/g, ' ')).toContain(
      `${anomalies} anomalies have a month of this semester not available; its figures are shown as not available, never as zero`,
    )
    const row = text.split('\n').find((line) => line.trimStart().startsWith(`${SPINA_BIFIDA} · `))
    expect(row).toContain('not available')
  })
})
