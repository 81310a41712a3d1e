import { NETWORK } from '../monitoring/monthlySeries'

/**
 * The site settings' default: cells with 1 to 4 cases are small, withheld from anyone who does not
 * see the registry exactly (a small count could identify a family); 0 turns the rule off.
 */
export const DEFAULT_SUPPRESSION_THRESHOLD = 5

/** Who is asking, as far as disclosure goes. */
export type Viewer =
  | { kind: 'anonymous' }
  /** A signed-in member: `registries` are their own registries' network codes. */
  | { kind: 'member'; registries: readonly string[]; seesOthers: boolean }
  | { kind: 'admin' }

/**
 * Who reads a published report: the members of its registry and the office (the access rule of
 * `published-report-files` and of the PDF address). A published file prints what the least of
 * them sees: a member of that registry alone, whatever members may see of other registries.
 */
export const publicationAudience = (registry: string): Viewer => ({
  kind: 'member',
  registries: [registry],
  seesOthers: false,
})

/** The viewer with the site settings that decide what they see. */
export interface DisclosurePolicy {
  viewer: Viewer
  /** Cells with 1 to threshold − 1 cases are small; 0: no count is withheld from anyone. */
  threshold: number
}

/**
 * Whether this viewer sees the exact numbers of `registry` (or of the pooled network): admins
 * everything; members their own registries, and every registry and the network when the site
 * settings let members see other registries' exact data; with the threshold at 0 everyone sees
 * every count. Anything else is seen as the public grid shows it.
 */
export function seesExactly({ viewer, threshold }: DisclosurePolicy, registry: string): boolean {
  if (threshold <= 0 || viewer.kind === 'admin') return true
  if (viewer.kind === 'anonymous') return false
  if (viewer.seesOthers) return true
  return registry !== NETWORK && viewer.registries.includes(registry)
}

/** Whether the viewer sees every registry and the network exactly (nothing to withhold). */
export const seesEverything = (policy: DisclosurePolicy): boolean =>
  policy.threshold <= 0 ||
  policy.viewer.kind === 'admin' ||
  (policy.viewer.kind === 'member' && policy.viewer.seesOthers)

/** Whether the viewer is held to the public grid (calendar years and semesters) for every count. */
export const heldToGrid = (policy: DisclosurePolicy): boolean => policy.viewer.kind === 'anonymous'

/**
 * The small-number threshold this viewer is told, the one answer of every page, file and API
 * (`suppressionThreshold`): null when they see every number exactly for who they are (an admin, a
 * member when nothing is withheld from members); otherwise the setting, where 0 tells a visitor
 * that every count is published.
 */
export const thresholdToldTo = (policy: DisclosurePolicy): number | null =>
  seesEverything(policy) && policy.viewer.kind !== 'anonymous' ? null : policy.threshold
