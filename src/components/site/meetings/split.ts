import { startOfToday } from '@/lib/site/format'

/** Items dated from today on (soonest first) and before today (latest first). */
export function splitByDate<T>(
  items: T[],
  dateOf: (item: T) => string | null | undefined,
): { upcoming: T[]; past: T[] } {
  const today = startOfToday()
  const time = (item: T) => {
    const value = dateOf(item)
    return value ? new Date(value).getTime() : Number.NaN
  }
  const upcoming = items.filter((item) => time(item) >= today).sort((a, b) => time(a) - time(b))
  const past = items.filter((item) => time(item) < today).sort((a, b) => time(b) - time(a))
  return { upcoming, past }
}

/** Whether a meeting whose last day is `lastDay` is still to come (today included). */
export function isUpcoming(lastDay: string | null | undefined): boolean {
  if (!lastDay) return false
  const time = new Date(lastDay).getTime()
  return !Number.isNaN(time) && time >= startOfToday()
}
