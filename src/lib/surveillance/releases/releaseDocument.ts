import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { releaseByVersion } from './releaseCatalogue'
import { changesSince, releasedAnomalies } from './releaseFigures'
import { yearSpan } from './yearSpan'
import { releaseFiles, releaseZip, type ReleaseFile } from './releaseFiles'
import type { ReleaseDescription } from './releaseMetadata'

/**
 * Everything a release's page and files are written from: the release and the one before, its
 * anomalies as published, what changed, and its files and ZIP in each language (with their
 * checksums). Null when no release has this version.
 */
export async function loadReleaseDocument(payload: Payload, version: string) {
  const found = await releaseByVersion(payload, version)
  if (!found) return null
  const { release, previous } = found
  const [anomalies, before] = await Promise.all([
    releasedAnomalies(payload, release),
    previous ? releasedAnomalies(payload, previous) : Promise.resolve(null),
  ])
  const files = Object.fromEntries(
    locales.map((locale) => [locale, releaseFiles(release, anomalies, locale)]),
  ) as Record<Locale, ReleaseFile[]>
  const zips = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => [locale, await releaseZip(release, files[locale])] as const),
    ),
  ) as Record<Locale, ReleaseFile>
  const description: ReleaseDescription = {
    release,
    previous,
    // The years a release covers, first and last (null: no figures).
    years: yearSpan(anomalies),
    zips,
  }
  return { ...description, anomalies, changes: changesSince(anomalies, before), files }
}

export type ReleaseDocument = NonNullable<Awaited<ReturnType<typeof loadReleaseDocument>>>
