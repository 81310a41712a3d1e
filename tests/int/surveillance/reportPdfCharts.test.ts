import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { rest } from '../../helpers/rest'

// Outside Next.js: its data cache as a map.
vi.mock('next/cache', () => {
  const entries = new Map<string, unknown>()
  return {
    revalidateTag: () => undefined,
    unstable_cache: (read: () => Promise<unknown>, keyParts: string[]) => async () => {
      const key = JSON.stringify(keyParts)
      if (!entries.has(key)) entries.set(key, await read())
      return entries.get(key)
    },
  }
})

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

// Planted in the demo data (src/seed/surveillanceData/demoCountsPlan.ts): spina bifida (3)
// three times its rate in AR-RENAC from 2024-04 to 2024-07, inside the 24 months before 2025-06.
const SPINA_BIFIDA = 3

/** '/api/published-report-files/file/…' as the REST helper takes it. */
const storedPath = (res: Response) =>
  decodeURIComponent(res.headers.get('Location') ?? '').replace(/^\/api\//, '')

/** The PDF of a report as poppler reads it back: each page's text, and the file itself. */
async function reportPdf(registry: string, role: Role, locale: 'pt' | 'es') {
  const asked = await rest(
    'GET',
    `surveillance/reports/semiannual.pdf?registry=${registry}&year=2025&semester=1`,
    { token: tokens[role], locale },
  )
  // Once the office has published this semester (another file of the suite may have), the address
  // leads members to the stored file, drawn by the same renderer: read the PDF the reader gets.
  const res =
    asked.status === 302 ? await rest('GET', storedPath(asked), { token: tokens[role] }) : asked
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toContain('application/pdf')
  const file = Buffer.from(await res.arrayBuffer())
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: file,
  }).toString()
  return { file, pages: text.split('\f').map((page) => page.replace(/\s+/g, ' ')) }
}

/** "3 · Espinha bífida (Q05)": the anomaly as the report names it in `locale`. */
async function anomalyLabel(locale: 'pt' | 'es') {
  const { docs } = await payload.find({
    collection: 'malformations',
    where: { number: { equals: SPINA_BIFIDA } },
    locale,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const { number, name, icd10 } = docs[0]!
  return `${number} · ${name} (${icd10})`
}

/** Vector paths drawn on one page (poppler's SVG of the page, glyph outlines left out) and its images. */
function drawnOn(file: Buffer, page: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-charts-'))
  try {
    const pdf = path.join(dir, 'report.pdf')
    fs.writeFileSync(pdf, file)
    const svg = path.join(dir, 'page.svg')
    execFileSync('pdftocairo', ['-svg', '-f', String(page), '-l', String(page), pdf, svg])
    const body = fs.readFileSync(svg, 'utf8').split('</defs>').at(-1)!
    const images = execFileSync('pdfimages', ['-list', '-f', String(page), '-l', String(page), pdf])
      .toString()
      .trim()
      .split('\n')
      .slice(2)
    return { paths: body.split('<path').length - 1, images: images.length }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const words = {
  pt: {
    heading: 'Gráficos de',
    trend: 'Prevalência por ano de',
    channel: 'Canal endêmico de',
    scan: 'Casos mensais de',
    axisRate: 'Por 10.000 nascimentos',
    axisCases: 'Casos',
    zones: ['Êxito', 'Segurança', 'Alerta', 'Epidemia'],
    cluster: 'Aglomerado mais provável',
    interval: 'Intervalo de confiança de 95%',
    indexed: 'o canal é mostrado como índice',
    indexAxis: 'Índice observado/esperado',
    monthsWithheld: 'Omitido: casos mensais não publicados',
  },
  es: {
    heading: 'Gráficos de',
    trend: 'Prevalencia por año de',
    channel: 'Canal endémico de',
    scan: 'Casos mensuales de',
    axisRate: 'Por 10.000 nacimientos',
    axisCases: 'Casos',
    zones: ['Éxito', 'Seguridad', 'Alerta', 'Epidemia'],
    cluster: 'Conglomerado más probable',
    interval: 'Intervalo de confianza del 95 %',
    indexed: 'el canal se muestra como índice',
    indexAxis: 'Índice observado/esperado',
    monthsWithheld: 'Omitido: casos mensuales no publicados',
  },
} as const

describe("the semiannual report's PDF draws each anomaly's charts", () => {
  it.each([
    ['AR-RENAC', 'user', 'pt', true],
    ['AR-RENAC', 'user', 'es', true],
    ['network', 'anonymous', 'pt', false],
    ['network', 'anonymous', 'es', false],
  ] as const)('%s read by %s, in %s', async (registry, role, locale, exact) => {
    const w = words[locale]
    const label = await anomalyLabel(locale)
    const { file, pages } = await reportPdf(registry, role, locale)
    const index = pages.findIndex((page) => page.includes(`${w.heading} ${label}`))
    expect(index).toBeGreaterThan(0)
    const page = pages[index]!
    // Titles, axes, zones and legends, as text in the report's language.
    expect(page).toContain(`${w.trend} ${label}`)
    expect(page).toContain(`${w.channel} ${label}`)
    expect(page).toContain(`${w.scan} ${label}`)
    expect(page).toContain(w.axisRate)
    expect(page).toContain(w.axisCases)
    for (const zone of w.zones) expect(page).toContain(zone)
    expect(page).toContain(w.interval)
    // With exact numbers the planted cluster is shaded and named; a visitor sees the network's
    // channel as an index (said under it) and no count of the scan's months, so no cluster drawn.
    expect(page.includes(w.cluster)).toBe(exact)
    expect(page.includes(w.indexed)).toBe(!exact)
    // The index is named on the channel's axis, and the scan's months are withheld, not missing.
    expect(page.includes(w.indexAxis)).toBe(!exact)
    expect(page.includes(w.monthsWithheld)).toBe(!exact)
    // A page of the file like the others: its number among all of them at the foot.
    expect(page).toContain(`Página ${index + 1} de ${pages.length - 1}`)
    // Drawn as vector paths (bands, lines, bars, gridlines), not as pictures.
    const drawn = drawnOn(file, index + 1)
    expect(drawn.images).toBe(0)
    expect(drawn.paths).toBeGreaterThan(40)
  })
})
