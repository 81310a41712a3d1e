import type { Payload } from 'payload'
import { userIsAdmin, userRegistryIds } from '@/access'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import { acceptedDataTags, collectionTag, globalTag } from '@/lib/cacheTags'
import type { User } from '@/payload-types'
import {
  baselineRateReads,
  listedToVisitors,
  publicationAudience,
  publicGrid,
  seesExactly,
  type DisclosurePolicy,
  type PublicGrid,
  type Viewer,
} from '../disclosure'
import { latestRelease, releasedGridRows, releaseTags } from '../releases/readRelease'
import type { BaselineRef } from '../reference/reference'
import { preferAccepted } from './acceptedBaselines'
import { readRegistryCodes } from './codeLists'
import { suppressionThreshold } from './suppressionThreshold'

/** What the public answers are computed from: their cache expires when any of these changes. */
export const gridTags = [
  ...acceptedDataTags,
  collectionTag('member-registries'),
  collectionTag('malformations'),
  globalTag('site-settings'),
  ...releaseTags,
]

/** Whether the site settings let members see other registries' exact data (off by default). */
async function membersSeeOthers(payload: Payload): Promise<boolean> {
  return (await siteSettingsOrDefaults(payload))?.membersSeeOtherRegistries === true
}

/** The disclosure policy for this user (null or undefined: an anonymous visitor). */
export async function loadDisclosurePolicy(
  payload: Payload,
  user: User | null | undefined,
): Promise<DisclosurePolicy> {
  const threshold = await suppressionThreshold(payload)
  if (!user) return { viewer: { kind: 'anonymous' }, threshold }
  if (userIsAdmin(user)) return { viewer: { kind: 'admin' }, threshold }
  const [codes, seesOthers] = await Promise.all([
    readRegistryCodes(payload),
    membersSeeOthers(payload),
  ])
  const own = new Set(userRegistryIds(user).map(String))
  const viewer: Viewer = {
    kind: 'member',
    registries: codes.filter((doc) => own.has(String(doc.id))).map((doc) => doc.networkCode),
    seesOthers,
  }
  return { viewer, threshold }
}

/** The disclosure policy of a published report's readers (`publicationAudience`). */
export async function publicationPolicy(
  payload: Payload,
  registry: string,
): Promise<DisclosurePolicy> {
  return { viewer: publicationAudience(registry), threshold: await suppressionThreshold(payload) }
}

/**
 * The public grid of these anomalies: the latest release's (`releasedGridRows`), frozen when the
 * office published it, so every page, file and API answer reads the same withheld cells and no
 * public number moves between releases. Empty before the first release: nothing is public yet.
 */
export async function loadPublicGrid(
  payload: Payload,
  malformations: number[],
): Promise<PublicGrid> {
  const release = await latestRelease(payload)
  if (!release) return new Map()
  const grids = await Promise.all(
    malformations.map((number) => releasedGridRows(payload, release, number)),
  )
  return publicGrid(grids.flat())
}

/** The accepted baselines of registries this viewer sees exactly. */
async function seenExactly(
  payload: Payload,
  policy: DisclosurePolicy,
  accepted: BaselineRef[],
): Promise<BaselineRef[]> {
  const codes = await readRegistryCodes(payload)
  const codeOf = new Map(codes.map((doc) => [String(doc.id), doc.networkCode]))
  return accepted.filter((baseline) =>
    seesExactly(policy, codeOf.get(String(baseline.registryId)) ?? ''),
  )
}

/**
 * The reference figures an alarm test may use for this viewer: accepted data of a base period
 * (exact sums of a registry's accepted months) only for registries the viewer sees exactly, the
 * imported reference rates otherwise, as `GET /api/baseline-rates` lists them to this viewer
 * (`baselineRateReads`): every row of a registry seen exactly, and of the others only the rows
 * visitors are listed (at least threshold cases, or cases not available).
 */
export async function disclosedBaselines(
  payload: Payload,
  policy: DisclosurePolicy,
  accepted: BaselineRef[],
  imported: BaselineRef[],
): Promise<BaselineRef[]> {
  const exact = accepted.length > 0 ? await seenExactly(payload, policy, accepted) : []
  if (baselineRateReads(policy).kind === 'everything') return preferAccepted(exact, imported)
  const listed = (baseline: BaselineRef) => listedToVisitors(baseline.cases, policy.threshold)
  const small = imported.filter((baseline) => !listed(baseline))
  const own = small.length > 0 ? await seenExactly(payload, policy, small) : []
  return preferAccepted(exact, [...imported.filter(listed), ...own])
}
