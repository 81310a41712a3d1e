import { seesEverything, type DisclosurePolicy } from './viewer'

/**
 * What a viewer reads of a collection that holds registry data through Payload's own doors: REST
 * (list, by id, count, versions), GraphQL and relations expanded with `depth`. These answer stored
 * documents as they are, so a viewer reads a registry's documents only where the policy shows them
 * that registry's exact numbers; everything else reaches them through the custom endpoints and
 * pages, which apply the policy (the public grid, withheld cells) themselves.
 */
export type CollectionReads =
  | { kind: 'everything' }
  | { kind: 'nothing' }
  /** The documents of the viewer's own registries. */
  | { kind: 'ownRegistries' }
  /**
   * Reference rows as visitors read them (at least `threshold` cases, or cases not available),
   * and every row of the viewer's own registries when `ownRegistries`.
   */
  | { kind: 'listed'; threshold: number; ownRegistries: boolean }
  /** The documents the viewer saved themself. */
  | { kind: 'ownDocuments' }

const everything: CollectionReads = { kind: 'everything' }
const nothing: CollectionReads = { kind: 'nothing' }
const ownRegistries: CollectionReads = { kind: 'ownRegistries' }

/**
 * Accepted counts and births (`surveillance-cases`, `surveillance-births`): exact monthly numbers,
 * read by whoever sees the registry exactly (`seesExactly`): admins, a member their own registries,
 * every registry when the site settings let members see other registries' exact data or the
 * threshold is 0. Visitors never: they are held to the public grid, which no stored row is.
 */
export function acceptedDataReads(policy: DisclosurePolicy): CollectionReads {
  const { viewer } = policy
  if (viewer.kind === 'admin') return everything
  if (viewer.kind === 'anonymous') return nothing
  return seesEverything(policy) ? everything : ownRegistries
}

/**
 * Monitoring signals and their follow-up (notes, attachments): the office and the signal's
 * registry's members only, whatever members may see of other registries' data; visitors read
 * only the aggregate counts by conclusion (signals/signalCounts.ts).
 */
export const monitoringSignalReads = (policy: DisclosurePolicy): CollectionReads =>
  submissionReads(policy)

/**
 * Case records: only admins through these doors. A member reads their own registry's records
 * through `GET /api/surveillance/case-records` (`mayReadCaseRecords`), which writes every read to
 * the audit log; a collection door would read them without a trace.
 */
export const caseRecordReads = (policy: DisclosurePolicy): CollectionReads =>
  policy.viewer.kind === 'admin' ? everything : nothing

/**
 * Submissions and their uploaded files: a registry's work with the office (drafts, returned
 * semesters, review notes), read by admins and that registry's members only; no site setting
 * opens them to other registries, since they are not the accepted numbers.
 */
export function submissionReads(policy: DisclosurePolicy): CollectionReads {
  const { viewer } = policy
  if (viewer.kind === 'admin') return everything
  return viewer.kind === 'member' ? ownRegistries : nothing
}

/**
 * Published semiannual reports and their files: printed for their audience
 * (`publicationAudience`), the registry's members and the office, and read by them only.
 */
export const publishedReportReads = (policy: DisclosurePolicy): CollectionReads =>
  submissionReads(policy)

/** Alarm reports: the office's inbox of what members reported; admins only. */
export const alarmReportReads = (policy: DisclosurePolicy): CollectionReads =>
  policy.viewer.kind === 'admin' ? everything : nothing

/** Saved queries: a member's own, by address; admins every one. */
export function savedQueryReads(policy: DisclosurePolicy): CollectionReads {
  const { viewer } = policy
  if (viewer.kind === 'admin') return everything
  return viewer.kind === 'member' ? { kind: 'ownDocuments' } : nothing
}

/**
 * Reference rates (`baseline-rates`): one registry's cases over a base period. Whoever sees every
 * registry exactly reads every row (with the threshold at 0, visitors too); anyone else reads the
 * rows visitors read (at least threshold cases, or cases not available) and, a member, every row
 * of their own registries.
 */
export function baselineRateReads(policy: DisclosurePolicy): CollectionReads {
  if (seesEverything(policy)) return everything
  return {
    kind: 'listed',
    threshold: policy.threshold,
    ownRegistries: policy.viewer.kind === 'member',
  }
}

/**
 * Whether visitors are listed a reference row of `cases` (the one filter of the visitors' baseline
 * rows, for the alarm test and `listedWhere`): at least `threshold` cases, or cases not available.
 */
export const listedToVisitors = (cases: number | null | undefined, threshold: number): boolean =>
  cases === null || cases === undefined || cases >= threshold

/** The same filter as a database query on the rows' `cases` (`prefix`: `version.` for versions). */
export const listedWhere = (prefix: string, threshold: number) => [
  { [`${prefix}cases`]: { greater_than_equal: threshold } },
  { [`${prefix}cases`]: { exists: false } },
]

/**
 * Past versions of any of these: the office's working history (what a draft said before it was
 * returned, what was accepted before a correction); admins only.
 */
export const registryDataVersionReads = (policy: DisclosurePolicy): CollectionReads =>
  policy.viewer.kind === 'admin' ? everything : nothing

/**
 * The office's releases (`surveillance-releases`): a release's number, date and threshold are
 * what every reader of the public figures is told, so anyone reads them. Its figures are not
 * there but in `surveillance-release-tables` (`releaseTableReads`).
 */
export const releaseReads = (): CollectionReads => everything

/**
 * A release's frozen tables: every cell before withholding. No one reads them through Payload's
 * doors, admins included; the public answers take them through the disclosure module only.
 */
export const releaseTableReads = (): CollectionReads => nothing
