/**
 * Characters of Windows-1252 above ASCII that are not Latin-1: what the PDF's
 * standard fonts (Helvetica) can draw besides U+0020–U+007E and U+00A0–U+00FF.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Look-alikes for characters the standard fonts lack. */
const SUBSTITUTES: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '∞': 'inf',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2007': ' ',
}

const drawable = (char: string) => {
  const code = char.codePointAt(0)!
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  )
}

/**
 * A text as the PDF's standard fonts can draw it (they use the Windows-1252
 * encoding): every Portuguese, Spanish and English letter stays; a few
 * symbols get look-alikes, other letters lose their accents (ő → o), and
 * anything still outside the encoding becomes "?" rather than a wrong glyph.
 */
export function pdfText(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    if (drawable(char)) out += char
    else if (char === '\n' || char === '\t') out += char
    else if (char in SUBSTITUTES) out += SUBSTITUTES[char]
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += bare && [...bare].every(drawable) ? bare : '?'
    }
  }
  return out
}
