import type { IssueCode } from './issues'

/**
 * What a count typed in a form or read from a file cell says.
 * SPEC.md's rule for registry data: 0 means no case, a blank means the data is
 * not available, so a blank is its own reading and is never turned into 0.
 */
export type CountReading =
  | { kind: 'blank' }
  | { kind: 'count'; value: number }
  | {
      kind: 'invalid'
      code: Extract<IssueCode, 'notANumber' | 'notInteger' | 'negative' | 'tooLarge'>
    }

/** Far above any registry's births; guards against typos and float overflow. */
export const MAX_COUNT = 1_000_000_000

// Spaces a spreadsheet or a locale may put between thousands.
const SPACES = /[\s\u00a0\u202f]/g
// 12.000 / 12,000 / 1.234.567: one separator between groups of exactly three digits.
const GROUPED = /^(\d{1,3})([.,])(\d{3})(?:\2\d{3})*$/
const DECIMAL = /^-?\d*[.,]\d+$/

export function readCount(raw: unknown): CountReading {
  if (raw === null || raw === undefined) return { kind: 'blank' }
  if (typeof raw === 'number') return fromNumber(raw)
  if (typeof raw !== 'string') return { kind: 'invalid', code: 'notANumber' }

  const text = raw.replace(SPACES, '')
  if (text === '') return { kind: 'blank' }
  if (/^\d+$/.test(text)) return fromNumber(Number(text))
  if (GROUPED.test(text)) return fromNumber(Number(text.replace(/[.,]/g, '')))
  if (/^-\d+$/.test(text)) return { kind: 'invalid', code: 'negative' }
  if (DECIMAL.test(text)) {
    return text.startsWith('-')
      ? { kind: 'invalid', code: 'negative' }
      : { kind: 'invalid', code: 'notInteger' }
  }
  return { kind: 'invalid', code: 'notANumber' }
}

function fromNumber(value: number): CountReading {
  if (!Number.isFinite(value)) return { kind: 'invalid', code: 'notANumber' }
  if (value < 0) return { kind: 'invalid', code: 'negative' }
  if (!Number.isInteger(value)) return { kind: 'invalid', code: 'notInteger' }
  if (value > MAX_COUNT) return { kind: 'invalid', code: 'tooLarge' }
  return { kind: 'count', value }
}
