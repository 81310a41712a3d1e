import { locales } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/site/payload'
import { releaseFilePath } from '@/lib/surveillance/releases/releaseAddress'
import { loadReleaseDocument } from '@/lib/surveillance/releases/releaseDocument'
import { dataCiteMetadata, dcatDataset } from '@/lib/surveillance/releases/releaseMetadata'

type Context = { params: Promise<{ version: string; file: string }> }

// A release never changes: its files may be kept by any cache for a day, and revalidated after.
const cacheControl = 'public, max-age=86400'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * A release's files at addresses that never change: /dados/versoes/<n>/dcat.jsonld (DCAT),
 * /dados/versoes/<n>/datacite.json (DataCite) and /dados/versoes/<n>/<network>-<n>-<lang>.zip
 * (the whole release, README in that language). The same in every language of the site.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { version, file } = await params
  const document = await loadReleaseDocument(await getPayloadClient(), version)
  if (!document) return notFound()
  const number = document.release.number
  const name = (path: string) => path.split('/').pop()
  if (file === name(releaseFilePath.dcat(number)))
    return new Response(JSON.stringify(dcatDataset(document), null, 2), {
      headers: {
        'Content-Type': 'application/ld+json; charset=utf-8',
        'Cache-Control': cacheControl,
      },
    })
  if (file === name(releaseFilePath.datacite(number)))
    return new Response(JSON.stringify(dataCiteMetadata(document), null, 2), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
    })
  const locale = locales.find((language) => file === name(releaseFilePath.zip(number, language)))
  if (!locale) return notFound()
  return new Response(document.zips[locale].bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': cacheControl,
      Digest: `sha-256=${Buffer.from(document.zips[locale].sha256, 'hex').toString('base64')}`,
    },
  })
}
