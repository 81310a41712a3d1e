import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { pageNumbers } from '@/lib/site/pageNumbers'

const box = 'inline-flex min-w-10 items-center justify-center rounded-md px-3 py-1.5'

/**
 * Links to the other pages of a long list (plain links: no JavaScript needed),
 * the current page marked for screen readers. Nothing for a single page.
 */
export async function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number
  totalPages: number
  hrefOf: (page: number) => string
}) {
  const t = await getTranslations('pagination')
  if (totalPages <= 1) return null
  const step = (target: number, rel: 'prev' | 'next', label: string) =>
    target >= 1 && target <= totalPages ? (
      <Link href={hrefOf(target)} rel={rel} className={`${box} link`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${box} text-slate-500`}>
        {label}
      </span>
    )
  return (
    <nav aria-label={t('label')} data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, 'prev', t('previous'))}</li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${box} text-slate-500`}>
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefOf(number)}
                aria-label={t('page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                className={
                  number === page
                    ? `${box} bg-brand-700 font-semibold text-white`
                    : `${box} link hover:bg-brand-50`
                }
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next', t('next'))}</li>
      </ul>
    </nav>
  )
}
