/**
 * Text for the standard PDF fonts (Helvetica), whose encoding is WinAnsi: Latin-1 plus a few
 * typographic characters at 0x80-0x9F. Portuguese, Spanish and English fit; anything else
 * becomes '?'.
 */
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

function winAnsi(text: string): number[] {
  const bytes: number[] = []
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f
    const extra = winAnsiExtras[char]
    if (extra !== undefined) bytes.push(extra)
    else if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code <= 0x9f)) bytes.push(code)
    else bytes.push(0x3f)
  }
  return bytes
}

/** A PDF literal string for a content stream: parentheses and backslashes escaped. */
export function pdfString(text: string): Buffer {
  const out: number[] = [0x28]
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out.push(0x5c)
    out.push(byte)
  }
  out.push(0x29)
  return Buffer.from(out)
}

/** A PDF text string for the document information (title...): UTF-16 with its byte order mark. */
export function pdfUnicodeString(text: string): string {
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16()
  return `<${utf16.toString('hex').toUpperCase()}>`
}
