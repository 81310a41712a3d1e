import { createHash } from 'node:crypto'
import JSZip from 'jszip'
import type { Locale } from '@/i18n/locales'
import { networkDisplayName } from '@/lib/site/network'
import { PLAIN_CSV, toCsv } from '../present/csv'
import { surveillanceTranslator } from '../present/translate'
import { prevalenceCsv, prevalenceFileHeader } from '../tables/prevalenceFiles'
import { dataLicences } from './licences'
import { openDataTranslator } from './openDataText'
import { releaseUrl } from './releaseAddress'
import type { CatalogueRelease } from './releaseCatalogue'
import { releaseCitation } from './releaseCitation'
import type { ReleasedAnomaly } from './releaseFigures'

/** One file of a release's ZIP with its SHA-256, as the release page lists it. */
export interface ReleaseFile {
  name: string
  bytes: Uint8Array
  sha256: string
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const file = (name: string, text: string): ReleaseFile => {
  const bytes = new TextEncoder().encode(text)
  return { name, bytes, sha256: sha256(bytes) }
}

/** The data file of one anomaly: the release's rows as scripts read them (JSON field names). */
export const anomalyFileName = (malformation: number) => `prevalence-${malformation}.csv`

/**
 * A release's files for a reader: each anomaly's table exactly as published (withheld cells
 * empty, with their reason: never 0), the same bytes in every language; the data dictionary
 * and the README in the reader's language.
 */
export function releaseFiles(
  release: CatalogueRelease,
  anomalies: ReleasedAnomaly[],
  locale: Locale,
): ReleaseFile[] {
  const t = openDataTranslator(locale)
  const columns = surveillanceTranslator(locale)
  const licence = dataLicences[release.licence]
  const network = networkDisplayName()
  const threshold = release.suppressionThreshold
  const readme = [
    t('readme.title', { network, number: release.number }),
    '',
    t('readme.published', { date: release.publishedAt.slice(0, 10) }),
    t('readme.licence', { licence: licence.name, url: licence.url }),
    t('readme.source', { url: releaseUrl(release.number, locale) }),
    ...(release.provisionalYear === null
      ? []
      : [t('readme.provisional', { year: release.provisionalYear })]),
    ...(release.demo ? [t('readme.demo')] : []),
    '',
    t('readme.files'),
    `- ${t('readme.table')}`,
    `- ${t('readme.dictionary')}`,
    '',
    t('readme.withheld', { threshold }),
    '',
    t('readme.cite'),
    releaseCitation(release, locale).text,
    '',
    t('readme.checksums'),
    '',
  ].join('\r\n')
  const dictionary = toCsv(
    [
      [t('dictionary.column'), t('dictionary.meaning')],
      ...prevalenceFileHeader.map((column) => [
        column,
        columns(`files.descriptions.${column}` as Parameters<typeof columns>[0]),
      ]),
    ],
    PLAIN_CSV,
  )
  return [
    file(locale === 'en' ? 'README.txt' : locale === 'es' ? 'LEAME.txt' : 'LEIA-ME.txt', readme),
    file(t('dictionaryFile'), dictionary),
    ...anomalies.map((anomaly) =>
      file(anomalyFileName(anomaly.malformation), prevalenceCsv(anomaly.rows, release.demo)),
    ),
  ]
}

/**
 * The files as one ZIP. Every entry is dated with the release's publication, so the same files
 * give the same bytes (and the same checksum) whenever it is downloaded.
 */
export async function releaseZip(
  release: CatalogueRelease,
  files: ReleaseFile[],
): Promise<ReleaseFile & { name: string }> {
  const zip = new JSZip()
  const date = new Date(release.publishedAt)
  for (const entry of files) zip.file(entry.name, entry.bytes, { date, binary: true })
  const bytes = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
    platform: 'UNIX',
  })
  return { name: `release-${release.number}.zip`, bytes, sha256: sha256(bytes) }
}
