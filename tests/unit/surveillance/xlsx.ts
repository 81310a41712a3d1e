import JSZip from 'jszip'
import ExcelJS from 'exceljs'

/** An .xlsx file in memory with the given rows on its first sheet. */
export async function xlsxFile(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('data')
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

export const textFile = (text: string): Uint8Array => new TextEncoder().encode(text)

/**
 * A workbook with one number in the sheet's last column (XFD) on each of `rows`
 * lines, after `header` on line 1 when given: a few KB that a reader walking
 * every column up to the last used one expands to 16,384 cells a line. The
 * lines are written into the sheet's XML, as exceljs' writer is slow to do it.
 */
export async function farColumnFile(rows: number, header?: string[]): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxFile(header ? [header] : []))
  const first = header ? 2 : 1
  const lines = Array.from({ length: rows }, (_, index) => {
    const line = first + index
    return `<row r="${line}"><c r="XFD${line}"><v>${line}</v></c></row>`
  })
  const sheet = 'xl/worksheets/sheet1.xml'
  const xml = (await zip.file(sheet)!.async('string')).replace(
    /<sheetData\/>|<\/sheetData>/,
    `${header ? '' : '<sheetData>'}${lines.join('')}</sheetData>`,
  )
  zip.file(sheet, xml)
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}

/** A small valid workbook whose first sheet's XML is changed by `edit`. */
export async function editedSheetFile(edit: (xml: string) => string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(
    await xlsxFile([
      ['registry_code', 'births'],
      ['AR', 10],
    ]),
  )
  const sheet = 'xl/worksheets/sheet1.xml'
  zip.file(sheet, edit(await zip.file(sheet)!.async('string')))
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
