import { conclusionOf, signalConclusions, type SignalConclusion } from './followUp'

export type ConclusionCounts = Record<SignalConclusion, number>

/** The year a signal belongs to: the year (UTC) it was first detected. */
export const signalYear = (signal: { detectedAt: string }): number =>
  new Date(signal.detectedAt).getUTCFullYear()

/** Signals by year of detection and conclusion, years in increasing order, every conclusion present. */
export function countByConclusion(
  signals: { detectedAt: string; status?: string | null; retractedAt?: string | null }[],
): { year: number; counts: ConclusionCounts }[] {
  const years = new Map<number, ConclusionCounts>()
  for (const signal of signals) {
    const year = signalYear(signal)
    let counts = years.get(year)
    if (!counts) {
      counts = Object.fromEntries(signalConclusions.map((c) => [c, 0])) as ConclusionCounts
      years.set(year, counts)
    }
    counts[conclusionOf(signal)]++
  }
  return [...years].sort(([a], [b]) => a - b).map(([year, counts]) => ({ year, counts }))
}
