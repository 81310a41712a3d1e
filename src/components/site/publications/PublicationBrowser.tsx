import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { publicationQuery } from '@/lib/publications/filters'
import type { PublicationsView } from '@/lib/site/publicationsPage'
import { Pagination } from '../content/Pagination'
import { ExportLinks } from './ExportLinks'
import { PublicationFilterForm } from './PublicationFilterForm'
import { PublicationList } from './PublicationList'

/**
 * A publications list as its address asks (see loadPublicationsPage): the
 * filter form, the count and the export of the whole filtered list (when
 * there is anything), one page of publications and the links to the other pages.
 */
export async function PublicationBrowser({
  view,
  locale,
  action,
}: {
  view: PublicationsView
  locale: Locale
  /** The page's own path: the form sends to it and the page links add their query. */
  action: string
}) {
  const t = await getTranslations('publications')
  const { list, options, filters, result } = view
  const hrefOf = (page: number) => {
    const query = publicationQuery({ ...filters, page })
    return query ? `${action}?${query}` : action
  }
  return (
    <div className="space-y-6" id="publications">
      <PublicationFilterForm action={action} locale={locale} options={options} filters={filters} />
      {result.totalDocs > 0 && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <p className="text-slate-700" data-testid="publication-count">
            {t('count', { count: result.totalDocs })}
            {result.totalPages > 1 &&
              ` · ${t('pageOf', { page: filters.page, pages: result.totalPages })}`}
          </p>
          <ExportLinks list={list} filters={filters} />
        </div>
      )}
      <PublicationList items={result.items} locale={locale} />
      <Pagination page={filters.page} totalPages={result.totalPages} hrefOf={hrefOf} />
    </div>
  )
}
