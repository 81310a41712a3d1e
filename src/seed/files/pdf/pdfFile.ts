import { deflateSync } from 'node:zlib'
import { fonts, PAGE_HEIGHT, PAGE_WIDTH } from './pageCanvas'
import { pdfUnicodeString } from './winAnsi'

/** What a PDF viewer shows in the document's properties. */
export type PdfInfo = { title: string; author: string; subject: string; language: string }

/**
 * Assembles a PDF 1.4 file from the pages' content streams: catalog, page tree, the standard
 * fonts, compressed page contents and the document information. Byte offsets in the
 * cross-reference table are computed from the real buffers.
 */
export function pdfFile(pageContents: Buffer[], info: PdfInfo): Buffer {
  const fontList = Object.values(fonts)
  // Object numbers: 1 catalog, 2 page tree, 3 information, then the fonts, then each page
  // followed by its content stream.
  const firstFont = 4
  const firstPage = firstFont + fontList.length
  const pageObject = (index: number) => firstPage + index * 2
  const fontResources = fontList
    .map((font, index) => `/${font.resource} ${firstFont + index} 0 R`)
    .join(' ')

  const objects: Buffer[] = [
    Buffer.from(`<< /Type /Catalog /Pages 2 0 R /Lang ${pdfUnicodeString(info.language)} >>`),
    Buffer.from(
      `<< /Type /Pages /Kids [${pageContents.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pageContents.length} >>`,
    ),
    Buffer.from(
      `<< /Title ${pdfUnicodeString(info.title)} /Author ${pdfUnicodeString(info.author)} /Subject ${pdfUnicodeString(info.subject)} /Creator (ReLAMC demo content) >>`,
    ),
    ...fontList.map((font) =>
      Buffer.from(
        `<< /Type /Font /Subtype /Type1 /BaseFont /${font.baseFont} /Encoding /WinAnsiEncoding >>`,
      ),
    ),
    ...pageContents.flatMap((content, index) => {
      const packed = deflateSync(content)
      return [
        Buffer.from(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << ${fontResources} >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
        ),
        Buffer.concat([
          Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
          packed,
          Buffer.from('\nendstream'),
        ]),
      ]
    }),
  ]

  // The second header line holds bytes above 127 so tools treat the file as binary.
  const chunks: Buffer[] = [
    Buffer.from('%PDF-1.4\n'),
    Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  ]
  let offset = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  const offsets: number[] = []
  objects.forEach((body, index) => {
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ])
    offsets.push(offset)
    chunks.push(object)
    offset += object.length
  })

  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(chunks)
}
