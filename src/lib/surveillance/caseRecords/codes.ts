import type { CodeRange } from './model'

// A letter, two digits, then up to two more digits (the 4th character and the BPA 5th digit),
// with or without the dot.
const ICD10_CODE = /^([A-Z])(\d{2})(?:\.?(\d{1,2}))?$/

/**
 * An ICD-10 code as the groups compare it: upper case, no dot ('q05.9' → 'Q059', BPA
 * 'Q05.90' → 'Q0590'); null when the text is not ICD-10 syntax.
 */
export function normaliseCode(code: string): string | null {
  const match = ICD10_CODE.exec(code.trim().toUpperCase())
  if (!match) return null
  return `${match[1]}${match[2]}${match[3] ?? ''}`
}

/**
 * Reads a list of codes and ranges as the malformations' `icd10` field writes it: 'Q20-Q26',
 * 'Q00.0, Q01', 'Q05/Q07.0' (also ';' or a new line between items). Blank text is an empty list
 * (no code); null when any item is not a code, or a range ends before it starts.
 */
export function parseCodeList(text: string): CodeRange[] | null {
  const items = text
    .split(/[,;/\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
  const ranges: CodeRange[] = []
  for (const item of items) {
    const bounds = item.split(/\s*[-–]\s*/)
    if (bounds.length > 2) return null
    const [start = '', end = start] = bounds
    const from = normaliseCode(start)
    const to = normaliseCode(end)
    if (!from || !to || !rangeIsOrdered(from, to)) return null
    ranges.push({ from, to })
  }
  return ranges
}

// Q26 ends after Q26.9, so a range ends before it starts only when its end's category (cut to
// the start's length) sorts before the start.
const rangeIsOrdered = (from: string, to: string) => to >= from.slice(0, to.length)

/**
 * Whether a normalised code lies in one of the ranges. A bound of three characters covers its
 * subcodes (Q26 covers Q26.8 and Q26.80); a code less precise than a bound is not inside it
 * (Q39 alone does not prove Q39.0–Q39.1).
 */
export function codeInRanges(code: string, ranges: CodeRange[]): boolean {
  return ranges.some(({ from, to }) => code >= from && code.slice(0, to.length) <= to)
}
