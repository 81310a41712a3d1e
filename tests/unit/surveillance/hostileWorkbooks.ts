import JSZip from 'jszip'
import {
  caseColumnHeader,
  caseInputColumns,
} from '@/lib/surveillance/caseSubmissions/caseFileColumns'
import { xlsxFile } from './xlsx'

/** The Portuguese case template's header, and a line of it with a case. */
export const caseHeader = caseInputColumns.map((column) => caseColumnHeader(column, 'pt'))
const caseLine = (year: number) => [
  'AR-RENAC',
  year,
  1,
  'H-1',
  2,
  null,
  'nascido vivo',
  'masculino',
  1,
  39,
  3200,
  'não',
  null,
  31,
  'Q21.0',
  null,
  null,
]

/**
 * A valid case workbook (header and one case of `year`'s first semester) whose parts are then
 * edited as text: `sheet` changes the first sheet's XML, `sharedStrings` the shared strings'.
 */
export async function editedCaseWorkbook(
  year: number,
  edits: { sheet?: (xml: string) => string; sharedStrings?: (xml: string) => string },
): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxFile([caseHeader, caseLine(year)]))
  for (const [name, edit] of [
    ['xl/worksheets/sheet1.xml', edits.sheet],
    ['xl/sharedStrings.xml', edits.sharedStrings],
  ] as const) {
    if (!edit) continue
    zip.file(name, edit(await zip.file(name)!.async('string')))
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}

const beforeEnd = (element: string, text: string) => (xml: string) =>
  xml.replace(`</${element}>`, `${text}</${element}>`)

/** `count` empty `<row/>` elements after the data: a few KB that unpack to megabytes. */
export const emptyRows = (year: number, count: number) =>
  editedCaseWorkbook(year, { sheet: beforeEnd('sheetData', '<row/>'.repeat(count)) })

/** `rows` rows of `cells` empty cells each after the data. */
export const emptyCells = (year: number, rows: number, cells: number) =>
  editedCaseWorkbook(year, {
    sheet: beforeEnd('sheetData', `<row>${'<c/>'.repeat(cells)}</row>`.repeat(rows)),
  })

/** One shared string of `characters` characters. */
export const longSharedString = (year: number, characters: number) =>
  editedCaseWorkbook(year, {
    sharedStrings: beforeEnd('sst', `<si><t>${'x'.repeat(characters)}</t></si>`),
  })

/** `count` more shared strings, each a few bytes. */
export const manySharedStrings = (year: number, count: number) =>
  editedCaseWorkbook(year, { sharedStrings: beforeEnd('sst', '<si><t>x</t></si>'.repeat(count)) })

/** Elements nested `depth` deep after the sheet's data. */
export const deepNesting = (year: number, depth: number) =>
  editedCaseWorkbook(year, {
    sheet: beforeEnd('worksheet', `${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}`),
  })
