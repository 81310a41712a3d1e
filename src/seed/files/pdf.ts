/**
 * A minimal, valid one-page PDF (A4, Helvetica) with a bold title and a few
 * plain lines. Enough for demo downloads: no dependency, opens in any viewer.
 */

// Helvetica's built-in encoding is WinAnsi: Latin-1 plus a few typographic
// characters that live at 0x80-0x9F. Anything else becomes '?'.
const winAnsiExtras: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '…': 0x85,
  '€': 0x80,
}

function winAnsi(text: string): Buffer {
  const bytes: number[] = []
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f
    const extra = winAnsiExtras[char]
    if (extra !== undefined) bytes.push(extra)
    else if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code <= 0x9f)) bytes.push(code)
    else bytes.push(0x3f)
  }
  return Buffer.from(bytes)
}

/** A PDF literal string: parentheses and backslashes must be escaped. */
function pdfString(text: string): Buffer {
  const raw = winAnsi(text)
  const out: number[] = [0x28]
  for (const byte of raw) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out.push(0x5c)
    out.push(byte)
  }
  out.push(0x29)
  return Buffer.from(out)
}

/** Greedy word wrap by character count: Helvetica is close enough to fixed width for this. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function contentStream(title: string, lines: string[]): Buffer {
  const parts: Buffer[] = [Buffer.from('BT\n/F1 18 Tf\n22 TL\n56 780 Td\n')]
  for (const line of wrap(title, 42)) parts.push(pdfString(line), Buffer.from(" '\n"))
  parts.push(Buffer.from("/F2 11 Tf\n15 TL\n( ) '\n"))
  for (const paragraph of lines) {
    // An empty entry is a blank line.
    for (const line of paragraph.trim() ? wrap(paragraph, 85) : [' '])
      parts.push(pdfString(line), Buffer.from(" '\n"))
  }
  parts.push(Buffer.from('ET\n'))
  return Buffer.concat(parts)
}

/** Builds the file; byte offsets in the cross-reference table are computed from the real buffers. */
export function makePdf(title: string, lines: string[] = []): Buffer {
  const stream = contentStream(title, lines)
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
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
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(chunks)
}
