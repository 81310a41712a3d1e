// Case records at a national registry's scale, on a fresh database (SQLite in a temp folder, or
// the PostgreSQL of BENCH_DATABASE_URL, wiped first), after the demo seed:
//  - a semester of 50,000 case records read from the Portuguese template (CSV, then XLSX),
//    validated and stored by the upload's save function: seconds and the process's memory
//    growth at its peak (RSS sampled every 10 ms);
//  - the office accepting that semester (groups, classes and derived counts written);
//  - a registry's 12 years (24 accepted semesters of 2,000 records) derived again after an
//    anomaly definition changed from the first of those years (the job's work, run directly).
//   npm run bench caseRecords
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_cases npm run bench caseRecords
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))
process.env.DATA_DIR = dir
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
process.env.PAYLOAD_SECRET = 'bench-secret'
process.env.RUN_JOBS = 'false'
delete process.env.SMTP_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrateEmptyDatabase } = await import('./emptyDatabase')
const { seed } = await import('@/seed')
const { saveCaseRecords } = await import('@/lib/surveillance/data/saveCaseRecords')
const { saveCaseRecordsFile } = await import('@/lib/surveillance/data/saveCaseRecordsFile')
const { reviewSubmission } = await import('@/lib/surveillance/data/reviewSubmission')
const { recomputeCaseCounts } = await import('@/lib/surveillance/data/recomputeCaseCounts')
const { SKIP_CASE_RECOMPUTE } = await import('@/lib/jobs/queueCaseRecompute')
const { caseColumnHeader, caseInputColumns } =
  await import('@/lib/surveillance/caseSubmissions/caseFileColumns')
const { caseFileTerm } = await import('@/lib/surveillance/caseSubmissions/caseFileValues')
const { caseRecordsXlsx } = await import('@/lib/surveillance/caseSubmissions/caseRecordsFile')
const { loadCaseRecords } = await import('@/lib/surveillance/data/caseRecordRows')
const { recordVersionIds } = await import('@/lib/surveillance/data/semesterVersions')

const payload = await getPayload({ config })
await migrateEmptyDatabase(payload)
await seed(payload)

const admin = (
  await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1 })
).docs[0]!
const adminReq = () => createLocalReq({ user: { ...admin, collection: 'users' } }, payload)

/** Codes of the demo anomalies (and two codes in no group), one or two per case. */
const CODES = ['Q02', 'Q03.1', 'Q05.9', 'Q21.0', 'Q36.9', 'Q37.1', 'Q66.0', 'Q00.0', 'Q01.9']
const MALE_CODES = ['Q54.0']

/** A plausible case: outcome, weight and gestational age consistent, as validation wants. */
function record(prefix: string, index: number, months: number[]) {
  const outcome = index % 15 === 7 ? 'topfa' : index % 10 === 9 ? 'fetal-death' : 'live-birth'
  const male = index % 2 === 0
  const codes = [CODES[index % CODES.length]!]
  if (index % 7 === 0) codes.push(male ? MALE_CODES[0]! : CODES[(index + 3) % CODES.length]!)
  return {
    caseId: `${prefix}-${String(index + 1).padStart(6, '0')}`,
    month: months[index % months.length]!,
    day: (index % 28) + 1,
    outcome,
    sex: male ? 'male' : 'female',
    plurality: 1,
    gestationalWeeks: outcome === 'topfa' ? 20 : outcome === 'fetal-death' ? 30 : 38 + (index % 3),
    birthWeight:
      outcome === 'topfa' ? 340 : outcome === 'fetal-death' ? 1450 : 3000 + (index % 5) * 100,
    prenatalDiagnosis: outcome === 'topfa' ? 'yes' : index % 3 === 0 ? 'yes' : 'no',
    diagnosisWeeks: outcome === 'topfa' ? 16 : index % 3 === 0 ? 22 : null,
    maternalAge: 18 + (index % 24),
    codes,
  }
}

const monthsOf = (semester: number) => (semester === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12])
const births = (semester: number) =>
  monthsOf(semester).map((month) => ({ month, liveBirths: 120_000, stillbirths: 900 }))

/** The Portuguese template's rows: header, then one row per case, values in Portuguese. */
function templateRows(registry: string, year: number, semester: number, count: number) {
  const rows: (string | number | null)[][] = [
    caseInputColumns.map((column) => caseColumnHeader(column, 'pt')),
  ]
  for (let index = 0; index < count; index++) {
    const r = record(`F${year}${semester}`, index, monthsOf(semester))
    rows.push([
      index === 0 ? registry : null,
      index === 0 ? year : null,
      index === 0 ? semester : null,
      r.caseId,
      r.month,
      r.day,
      caseFileTerm('outcome', r.outcome, 'pt'),
      caseFileTerm('sex', r.sex, 'pt'),
      r.plurality,
      r.gestationalWeeks,
      r.birthWeight,
      caseFileTerm('prenatalDiagnosis', r.prenatalDiagnosis, 'pt'),
      r.diagnosisWeeks,
      r.maternalAge,
      r.codes.join('; '),
      null,
      null,
    ])
  }
  return rows
}

const csvCell = (value: string | number | null) =>
  value === null
    ? ''
    : /[;"\n]/.test(String(value))
      ? `"${String(value).replace(/"/g, '""')}"`
      : String(value)
const toCsvFile = (rows: (string | number | null)[][]) =>
  new TextEncoder().encode(rows.map((row) => row.map(csvCell).join(';')).join('\n'))

async function toXlsxFile(rows: (string | number | null)[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('cases')
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

const MB = 1024 * 1024

/** Seconds and peak RSS growth of one run of `work`. */
async function once<T>(label: string, work: () => Promise<T>): Promise<T> {
  ;(globalThis as { gc?: () => void }).gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
  const start = performance.now()
  const result = await work()
  const seconds = (performance.now() - start) / 1000
  clearInterval(sample)
  peak = Math.max(peak, process.memoryUsage().rss)
  console.log(
    label.padEnd(58),
    `${seconds.toFixed(1)} s   RSS growth at peak ${((peak - before) / MB).toFixed(0)} MB`,
  )
  return result
}

// --- A registry's 12 years, then a definition change from their first day. ---
const YEARS = Array.from({ length: 12 }, (_, index) => 2014 + index)
const PER_SEMESTER = 2000
for (const year of YEARS)
  for (const semester of [1, 2]) {
    const req = await adminReq()
    const saved = await saveCaseRecords(
      req,
      {
        registry: 'ECLAMC',
        year,
        semester,
        status: 'submitted',
        births: births(semester),
        cases: Array.from({ length: PER_SEMESTER }, (_, index) =>
          record(`E${year}${semester}`, index, monthsOf(semester)),
        ),
      },
      'pt',
    )
    if (!saved.ok) throw new Error(JSON.stringify(saved.issues.concat(saved.caseIssues as never)))
    const accepted = await reviewSubmission(await adminReq(), String(saved.doc.id), 'accepted', '')
    if (!accepted.ok) throw new Error(JSON.stringify(accepted.issues))
  }
const heart = (
  await payload.find({ collection: 'malformations', where: { number: { equals: 4 } }, limit: 1 })
).docs[0]!
await payload.create({
  collection: 'anomaly-definitions',
  data: {
    malformation: heart.id,
    version: 'bench-2',
    validFrom: '2014-01-01T12:00:00.000Z',
    include: 'Q20-Q26',
    exclude: 'Q21.0',
  },
  overrideAccess: true,
  context: { [SKIP_CASE_RECOMPUTE]: true },
})
const recomputed = await once(
  `recompute 12 years (24 semesters × ${PER_SEMESTER.toLocaleString('en')} records)`,
  () => recomputeCaseCounts(payload, { from: '2014-01-01', user: null, reason: 'bench' }),
)
console.log(''.padEnd(58), `${recomputed.semesters} accepted case-record semesters rewritten`)

// --- 50,000 records from the template, as CSV and as XLSX. ---
const COUNT = 50_000
// Two ended semesters (a month not yet ended is refused), one per format.
for (const [format, year, semester] of [
  ['csv', 2026, 1],
  ['xlsx', 2025, 1],
] as const) {
  const rows = templateRows('AR-RENAC', year, semester, COUNT)
  const data = format === 'csv' ? toCsvFile(rows) : await toXlsxFile(rows)
  const outcome = await once(
    `${COUNT.toLocaleString('en')} records, ${format.toUpperCase()} of ${(data.byteLength / MB).toFixed(1)} MB: read, validate, store`,
    async () =>
      saveCaseRecordsFile(
        await adminReq(),
        { data, name: `casos.${format}`, mimetype: '' },
        { status: 'submitted', births: JSON.stringify(births(semester)) },
        'pt',
      ),
  )
  if (!outcome.outcome.ok) throw new Error(JSON.stringify(outcome.outcome).slice(0, 2000))
  const stored = await payload.count({
    collection: 'surveillance-case-records',
    where: { submission: { equals: outcome.outcome.doc.id } },
  })
  if (stored.totalDocs !== COUNT) throw new Error(`stored ${stored.totalDocs} records`)
  const accepted = await once(`accept that semester (groups, classes, counts)`, async () =>
    reviewSubmission(
      await adminReq(),
      String(outcome.outcome.ok && outcome.outcome.doc.id),
      'accepted',
      '',
    ),
  )
  if (!accepted.ok) throw new Error(JSON.stringify(accepted.issues))
}

// --- The registry's own download of the CSV semester, as a workbook. ---
const arRenac = (
  await payload.find({
    collection: 'member-registries',
    where: { networkCode: { equals: 'AR-RENAC' } },
    limit: 1,
  })
).docs[0]!
const downloadReq = await adminReq()
const downloaded = await loadCaseRecords(downloadReq, {
  submissionIds: await recordVersionIds(downloadReq, {
    registryId: arRenac.id,
    year: 2026,
    semester: 1,
  }),
})
await once(`download ${downloaded.length.toLocaleString('en')} records as XLSX`, () =>
  caseRecordsXlsx('AR-RENAC', downloaded, 'pt'),
)

await payload.destroy()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
