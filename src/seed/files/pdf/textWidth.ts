/**
 * How wide a line of Helvetica is, near enough to wrap and right-align text: characters are
 * grouped by their rough advance (thousandths of the font size). Accents do not change a
 * letter's width, so a letter is measured without them. Lines are set ragged-right, where a few
 * points of error do not show.
 */
const groups: Array<[string, number]> = [
  ['ijl|', 222],
  [' ftI!,.:;/[]\\', 278],
  ['r()-"\'`', 333],
  ['ckJsvxyz*?', 500],
  ['0123456789abdeghnopqu$#_L', 556],
  ['+=<>~', 584],
  ['FTZ', 611],
  ['ABEKPSVXY&', 667],
  ['CDHNRUw', 722],
  ['GOQ', 778],
  ['mM', 833],
  ['%', 889],
  ['W—', 944],
  ['@', 1015],
]
const advance = new Map<string, number>(
  groups.flatMap(([chars, width]) => [...chars].map((char) => [char, width] as const)),
)
const DEFAULT_ADVANCE = 556
// Helvetica-Bold runs about six percent wider than the regular face.
const BOLD_FACTOR = 1.06

export function textWidth(text: string, size: number, bold = false): number {
  let units = 0
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, ''))
    units += advance.get(char) ?? DEFAULT_ADVANCE
  return (units / 1000) * size * (bold ? BOLD_FACTOR : 1)
}

/** Greedy word wrap to a width in points. A word longer than the line stays whole. */
export function wrapText(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}
