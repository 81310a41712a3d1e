import { getTranslations } from 'next-intl/server'
import type { PublicationList } from '@/lib/site/content/publications'
import { publicationQuery, type PublicationFilters } from '@/lib/publications/filters'

/** The filtered list (every page of it) as a BibTeX or RIS file for reference managers. */
export async function ExportLinks({
  list,
  filters,
}: {
  list: PublicationList
  filters: PublicationFilters
}) {
  const t = await getTranslations('publications.export')
  const href = (format: 'bibtex' | 'ris') =>
    `/api/publications/export?${publicationQuery({ ...filters, page: 1 }, { list, format })}`
  return (
    <nav aria-labelledby="publication-export-title" className="text-sm text-slate-700">
      <h2 id="publication-export-title" className="inline font-semibold text-slate-900">
        {t('title')}
      </h2>{' '}
      <ul className="inline-flex flex-wrap gap-x-4">
        <li>
          <a className="link" href={href('bibtex')} download>
            {t('bibtex')}
          </a>
        </li>
        <li>
          <a className="link" href={href('ris')} download>
            {t('ris')}
          </a>
        </li>
      </ul>
    </nav>
  )
}
