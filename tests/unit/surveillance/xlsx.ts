import ExcelJS from 'exceljs'

/** An .xlsx file in memory with the given rows on its first sheet. */
export async function xlsxFile(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('data')
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

export const textFile = (text: string): Uint8Array => new TextEncoder().encode(text)
