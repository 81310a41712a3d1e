import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { licenceOf, type DataLicence } from './licences'
import { releaseTags, type ReleaseInfo } from './readRelease'
import { RELEASES } from './storedTables'

/** A release as its public page describes it: its number, date and frozen terms. */
export interface CatalogueRelease extends ReleaseInfo {
  licence: DataLicence
  /** The year marked provisional when published (null: every year final). */
  provisionalYear: number | null
  demo: boolean
}

const fields = {
  number: true,
  publishedAt: true,
  suppressionThreshold: true,
  licence: true,
  provisionalYear: true,
  demo: true,
} as const

/** Every release, newest first (what `/dados/versoes` lists). */
export function listReleases(payload: Payload): Promise<CatalogueRelease[]> {
  return memoize('surveillance:release-catalogue', releaseTags, async () => {
    const { docs } = await payload.find({
      collection: RELEASES,
      sort: '-number',
      select: fields,
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs.map((doc) => ({
      id: doc.id,
      number: doc.number,
      publishedAt: doc.publishedAt,
      suppressionThreshold: doc.suppressionThreshold,
      // Releases published before these terms were recorded: the default licence, no year marked.
      licence: licenceOf(doc.licence),
      provisionalYear: doc.provisionalYear ?? null,
      demo: doc.demo === true,
    }))
  })
}

/** A version as written in an address ("3"): the release and the one before it, if any. */
export async function releaseByVersion(
  payload: Payload,
  version: string,
): Promise<{ release: CatalogueRelease; previous: CatalogueRelease | null } | null> {
  if (!/^[1-9]\d{0,5}$/.test(version)) return null
  const releases = await listReleases(payload)
  const index = releases.findIndex((release) => release.number === Number(version))
  if (index < 0) return null
  return { release: releases[index]!, previous: releases[index + 1] ?? null }
}
