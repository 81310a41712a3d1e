// Case-record uploads against the server's responsiveness, on a fresh database (SQLite in a temp
// folder, or the PostgreSQL of BENCH_DATABASE_URL, wiped first) after the demo seed:
//  - 55,000 records as a Portuguese CSV template (about 9 MB, a description on every case);
//  - 50,000 records as an XLSX template;
//  - a workbook of about 200 KB whose sheet unpacks to 125 MB of empty `<row/>` elements.
// The files are written first; each is then uploaded in a fresh process (uploadCaseFile.ts), so
// its memory is measured from a server's resting state rather than after the previous upload.
//   NODE_OPTIONS=--expose-gc npm run bench uploads
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import JSZip from 'jszip'
import ExcelJS from 'exceljs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))
process.env.DATA_DIR = dir
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
process.env.PAYLOAD_SECRET = 'bench-secret'
process.env.RUN_JOBS = 'false'
delete process.env.SMTP_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrateEmptyDatabase } = await import('./emptyDatabase')
const { seed } = await import('@/seed')
const { caseCsvFile, caseFileRows } = await import('./caseFileRows')

const payload = await getPayload({ config })
await migrateEmptyDatabase(payload)
await seed(payload)
await payload.destroy()

const MB = 1024 * 1024

async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('casos')
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** The template's header, then `megabytes` of empty rows in the sheet's XML. */
async function emptyRowWorkbook(megabytes: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxOf(caseFileRows('AR-RENAC', 2024, 0)))
  const name = 'xl/worksheets/sheet1.xml'
  const xml = await zip.file(name)!.async('string')
  const empty = '<row/>'.repeat(Math.floor((megabytes * MB) / 6))
  zip.file(name, xml.replace('</sheetData>', `${empty}</sheetData>`))
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  })
}

const files = [
  ['55,000 records, CSV', 'casos.csv', caseCsvFile(caseFileRows('AR-RENAC', 2026, 55_000))],
  ['50,000 records, XLSX', 'casos.xlsx', await xlsxOf(caseFileRows('AR-RENAC', 2025, 50_000))],
  ['125 MB of empty rows, XLSX', 'vazio.xlsx', await emptyRowWorkbook(125)],
] as const
for (const [label, name, data] of files) {
  const file = path.join(dir, name)
  fs.writeFileSync(file, data)
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      '--expose-gc',
      path.join(import.meta.dirname, 'uploadCaseFile.ts'),
      file,
      label,
    ],
    { stdio: 'inherit', env: process.env },
  )
  await new Promise((resolve) => child.on('close', resolve))
}
fs.rmSync(dir, { recursive: true, force: true })
