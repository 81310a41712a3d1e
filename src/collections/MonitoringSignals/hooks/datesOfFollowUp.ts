import type { CollectionBeforeChangeHook } from 'payload'
import { concludingStatuses, type SignalStatus } from '@/lib/surveillance/signals/followUp'

const changed = (
  data: Record<string, unknown>,
  before: Record<string, unknown> | undefined,
  key: string,
) => key in data && (data[key] ?? null) !== (before?.[key] ?? null)

/**
 * The follow-up's dates, set by the server from what changed: when the review started (the
 * status first left "new"), when it concluded (the status reached a conclusion; cleared when it
 * went back), and when each side last wrote its notes.
 */
export const datesOfFollowUp: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  const now = new Date().toISOString()
  const next = { ...data }
  if (changed(data, originalDoc, 'status')) {
    const status = data.status as SignalStatus
    if (status !== 'new' && !originalDoc?.reviewStartedAt) next.reviewStartedAt = now
    next.concludedAt = concludingStatuses.includes(status) ? now : null
  }
  if (changed(data, originalDoc, 'registryNotes')) next.registryNotesAt = now
  if (changed(data, originalDoc, 'notes')) next.officeNotesAt = now
  return next
}
