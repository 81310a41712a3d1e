import type { Endpoint, PayloadRequest } from 'payload'
import { defaultLocale, isLocale, pick, tr, type Translated } from '@/i18n/locales'
import { toBibtex } from '@/lib/publications/bibtex'
import {
  applicableFilters,
  parsePublicationSearch,
  publicationWhere,
} from '@/lib/publications/filters'
import { pdfPopulate, publicationRecord, publicationSelect } from '@/lib/publications/fromDoc'
import { toRis } from '@/lib/publications/ris'
import {
  publicationCollections,
  readPublicationFilterOptions,
  type PublicationList,
} from '@/lib/site/content/publications'
import { networkShortName } from '@/lib/site/network'
import { siteUrl } from '@/lib/siteUrl'

/** Publications read per database query while the file is written. */
const BATCH = 500

const formats = {
  bibtex: { write: toBibtex, type: 'application/x-bibtex', extension: 'bib', separator: '\n' },
  ris: {
    write: toRis,
    type: 'application/x-research-info-systems',
    extension: 'ris',
    separator: '\r\n',
  },
} as const

const invalid: Record<'list' | 'format', Translated> = {
  list: tr(
    'Informe list=network (publicações da rede) ou list=registries (dos registros).',
    'Indique list=network (publicaciones de la red) o list=registries (de los registros).',
    'Give list=network (network publications) or list=registries (registry publications).',
  ),
  format: tr(
    'Informe format=bibtex ou format=ris.',
    'Indique format=bibtex o format=ris.',
    'Give format=bibtex or format=ris.',
  ),
}

const isList = (value: string | null): value is PublicationList =>
  value === 'network' || value === 'registries'
const isFormat = (value: string | null): value is keyof typeof formats =>
  value === 'bibtex' || value === 'ris'

function refuse(req: PayloadRequest, query: URLSearchParams, field: 'list' | 'format'): Response {
  const requested = query.get('locale') ?? req.i18n?.language
  const message = pick(invalid[field], isLocale(requested) ? requested : defaultLocale)
  return Response.json({ errors: [{ field, code: 'invalid', message }] }, { status: 400 })
}

/**
 * GET /api/publications/export?list=network|registries&format=bibtex|ris[&year=YYYY][&registry=CODE]
 * — every publication of the list the page shows with the same filters (all
 * its pages), newest first, as a BibTeX or RIS file. Public, like the lists.
 * Read and written a batch at a time, so a long list never sits in memory whole.
 */
export const publicationExportEndpoint: Endpoint = {
  path: '/publications/export',
  method: 'get',
  handler: async (req) => {
    const query = new URL(req.url ?? '', 'http://local').searchParams
    const list = query.get('list')
    const format = query.get('format')
    if (!isList(list)) return refuse(req, query, 'list')
    if (!isFormat(format)) return refuse(req, query, 'format')
    const { payload } = req
    const options = await readPublicationFilterOptions(payload, list, defaultLocale)
    const filters = applicableFilters(parsePublicationSearch(query), options)
    const origin = siteUrl()
    const { write, type, extension, separator } = formats[format]
    const encoder = new TextEncoder()
    let page = 1
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const result = await payload.find({
          collection: publicationCollections[list],
          depth: 1,
          page,
          limit: BATCH,
          sort: ['-year', '-id'],
          where: publicationWhere(filters),
          select: publicationSelect,
          populate: { media: pdfPopulate, 'member-registries': { networkCode: true } },
          overrideAccess: false,
        })
        const records = result.docs.map((doc) => publicationRecord(doc, origin))
        if (records.length)
          controller.enqueue(encoder.encode((page > 1 ? separator : '') + write(records)))
        if (!result.hasNextPage) controller.close()
        page += 1
      },
    })
    const name = [networkShortName(), 'publications', list, filters.year, filters.registry?.code]
      .filter(Boolean)
      .join('-')
    return new Response(body, {
      headers: {
        'Content-Type': `${type}; charset=utf-8`,
        'Content-Disposition': `attachment; filename="${name}.${extension}"`,
        'Cache-Control': 'public, max-age=300',
      },
    })
  },
}
