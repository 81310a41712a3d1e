/**
 * Reads a calendar date as sent by <input type="date"> (YYYY-MM-DD).
 * Returns the same text when it names a real day, otherwise null.
 */
export function readDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? text : null
}
