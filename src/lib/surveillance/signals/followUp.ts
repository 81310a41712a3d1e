/**
 * A monitoring signal's follow-up: the statuses the office and the registry move it through, and
 * the conclusion it is counted under in public (by year of detection).
 */
export const signalStatuses = [
  'new',
  // Stored value of "under review" (the name the first version used).
  'under-investigation',
  'data-error',
  'explained',
  'confirmed',
  'closed',
] as const
export type SignalStatus = (typeof signalStatuses)[number]

/** Why a signal explained otherwise than by a data error was explained. */
export const signalExplanations = ['diagnosis-change', 'screening-change', 'other'] as const

/** Statuses that end the review: reaching one dates the conclusion. */
export const concludingStatuses: readonly SignalStatus[] = [
  'data-error',
  'explained',
  'confirmed',
  'closed',
]

/** What a signal is counted as: its conclusion, else retracted, else still open. */
export const signalConclusions = [
  'open',
  'data-error',
  'explained',
  'confirmed',
  'closed',
  'retracted',
] as const
export type SignalConclusion = (typeof signalConclusions)[number]

export function conclusionOf(signal: {
  status?: string | null
  retractedAt?: string | null
}): SignalConclusion {
  const status = signal.status as SignalStatus | undefined
  if (status && concludingStatuses.includes(status)) return status as SignalConclusion
  return signal.retractedAt ? 'retracted' : 'open'
}

/** Fields a member of the signal's registry may write; everything else is the office's. */
export const registryWritableFields = ['registryNotes'] as const
