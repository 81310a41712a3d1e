/** Plausibility warnings of a year's accepted submissions, and how many the registry explained. */
export interface WarningCounts {
  raised: number
  explained: number
}

export const noWarnings = (): WarningCounts => ({ raised: 0, explained: 0 })

export const addWarnings = (a: WarningCounts, b: WarningCounts): WarningCounts => ({
  raised: a.raised + b.raised,
  explained: a.explained + b.explained,
})

/** Counts stored warnings; an explanation of blanks only is none. */
export function warningCounts(
  warnings: readonly { explanation?: string | null }[] | null | undefined,
): WarningCounts {
  const list = warnings ?? []
  return {
    raised: list.length,
    explained: list.filter((warning) => (warning.explanation ?? '').trim() !== '').length,
  }
}
