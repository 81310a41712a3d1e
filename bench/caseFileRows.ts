import {
  caseColumnHeader,
  caseInputColumns,
} from '@/lib/surveillance/caseSubmissions/caseFileColumns'
import { caseFileTerm } from '@/lib/surveillance/caseSubmissions/caseFileValues'

/** Codes of the demo anomalies (and two codes in no group). */
const CODES = ['Q02', 'Q03.1', 'Q05.9', 'Q21.0', 'Q36.9', 'Q37.1', 'Q66.0', 'Q00.0', 'Q01.9']

export type FileRow = (string | number | null)[]

/**
 * A semester of `count` plausible cases as the Portuguese template writes them (header first),
 * each with a clinical description of about a hundred characters, as registries write them: the
 * 55,000 records come to about 10 MB as CSV.
 */
export function caseFileRows(registry: string, year: number, count: number): FileRow[] {
  const rows: FileRow[] = [caseInputColumns.map((column) => caseColumnHeader(column, 'pt'))]
  for (let index = 0; index < count; index++) {
    const outcome = index % 15 === 7 ? 'topfa' : index % 10 === 9 ? 'fetal-death' : 'live-birth'
    const topfa = outcome === 'topfa'
    const fetalDeath = outcome === 'fetal-death'
    const codes = [CODES[index % CODES.length]!]
    if (index % 7 === 0) codes.push(CODES[(index + 3) % CODES.length]!)
    rows.push([
      index === 0 ? registry : null,
      index === 0 ? year : null,
      index === 0 ? 1 : null,
      `C${year}-${String(index + 1).padStart(6, '0')}`,
      (index % 6) + 1,
      (index % 28) + 1,
      caseFileTerm('outcome', outcome, 'pt'),
      caseFileTerm('sex', index % 2 === 0 ? 'male' : 'female', 'pt'),
      1,
      topfa ? 20 : fetalDeath ? 30 : 38 + (index % 3),
      topfa ? 340 : fetalDeath ? 1450 : 3000 + (index % 5) * 100,
      caseFileTerm('prenatalDiagnosis', topfa || index % 3 === 0 ? 'yes' : 'no', 'pt'),
      topfa ? 16 : index % 3 === 0 ? 22 : null,
      18 + (index % 24),
      codes.join('; '),
      null,
      `Caso ${index + 1}: achado ao exame físico do recém-nascido, confirmado por ecografia; família orientada.`,
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

export const caseCsvFile = (rows: FileRow[]): Uint8Array =>
  new TextEncoder().encode(rows.map((row) => row.map(csvCell).join(';')).join('\n'))

/** Six months of births, plenty for the cases. */
export const caseFileBirths = JSON.stringify(
  [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 120_000, stillbirths: 900 })),
)
