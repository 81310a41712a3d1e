import { getTranslations } from 'next-intl/server'
import type { PublicationQuery } from '@/payload-types'
import { isHttpUrl } from '@/fields/urlField'
import { EmptyState } from '../content/EmptyState'
import { ExternalLink } from '../content/ExternalLink'

/** A saved query is either a search address or search terms, which open on PubMed. */
const searchUrl = (query: string): string =>
  isHttpUrl(query.trim())
    ? query.trim()
    : `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(query.trim())}`

/** Bibliographic searches of a publication group, by subgroup. */
export async function QueryList({
  queries,
  showEmpty = true,
}: {
  queries: PublicationQuery[]
  showEmpty?: boolean
}) {
  const t = await getTranslations('publications')
  if (!queries.length) return showEmpty ? <EmptyState /> : null
  return (
    <ul className="space-y-3">
      {queries.map((query) => (
        <li key={query.id} className="rounded-md border border-slate-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">{query.subgroup}</h3>
          {!isHttpUrl(query.query.trim()) && (
            <p className="mt-1 font-mono text-sm break-words text-slate-700">{query.query}</p>
          )}
          <p className="mt-2 text-sm">
            <ExternalLink href={searchUrl(query.query)}>
              {t('openSearch')}
              <span className="sr-only">: {query.subgroup}</span>
            </ExternalLink>
          </p>
        </li>
      ))}
    </ul>
  )
}
