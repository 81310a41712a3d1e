import JSZip from 'jszip'
import { xlsxFile } from './xlsx'

const MB = 1024 * 1024

/**
 * A real workbook whose first sheet is padded with `megabytes` of whitespace
 * inside the XML: a few hundred KB on disk that inflates far past any budget.
 */
export async function workbookBomb(megabytes: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(
    await xlsxFile([
      ['a', 'b'],
      [1, 2],
    ]),
  )
  const sheet = 'xl/worksheets/sheet1.xml'
  const xml = await zip.file(sheet)!.async('string')
  const padded = xml.replace('<sheetData>', `<sheetData>${' '.repeat(megabytes * MB)}`)
  zip.file(sheet, padded, { compression: 'DEFLATE', compressionOptions: { level: 9 } })
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}

/** A zip whose directory claims one small entry while its data inflates to `megabytes`. */
export async function lyingZip(megabytes: number): Promise<Uint8Array> {
  const zip = new JSZip()
  zip.file('data.xml', ' '.repeat(megabytes * MB), { compression: 'DEFLATE' })
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The uncompressed size: 22 bytes into the local header, 24 into the central one.
  for (let at = 0; at < bytes.byteLength - 4; at++) {
    const signature = view.getUint32(at, true)
    if (signature === 0x04034b50) view.setUint32(at + 22, 1000, true)
    if (signature === 0x02014b50) view.setUint32(at + 24, 1000, true)
  }
  return bytes
}

/** A zip of many empty entries. */
export async function crowdedZip(entries: number): Promise<Uint8Array> {
  const zip = new JSZip()
  for (let index = 0; index < entries; index++) zip.file(`part-${index}.xml`, '')
  return zip.generateAsync({ type: 'uint8array' })
}
