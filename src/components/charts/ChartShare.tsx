import type { Locale } from '@/i18n/locales'
import { chartCsvHref } from './chartCsv'
import type { DataTableProps } from './DataTable'
import { chartText } from './text'

/** Where a chart can be reopened as it is shown, and its page to embed (from the page that draws it). */
export type ChartAddresses = { permalink: string; embed: string }

/**
 * Plain links under a chart (no script): its numbers as CSV, and, when the page gives them, its
 * permanent link (anomaly, registries, period and release in the address) and its embeddable page.
 */
export function ChartShare({
  name,
  title,
  locale,
  table,
  addresses,
}: {
  name: string
  title: string
  locale: Locale
  table: DataTableProps
  addresses?: ChartAddresses
}) {
  const t = chartText(locale)
  return (
    <ul
      aria-label={t('share.label')}
      className="mt-1 flex flex-wrap gap-x-3 text-sm print:hidden"
      data-chart-share
    >
      <li>
        <a
          className="link"
          href={chartCsvHref(table, locale)}
          download={`${name}.csv`}
          aria-label={t('share.csvLabel', { title })}
        >
          {t('share.csv')}
        </a>
      </li>
      {addresses && (
        <>
          <li>
            <a
              className="link"
              href={addresses.permalink}
              aria-label={t('share.permalinkLabel', { title })}
            >
              {t('share.permalink')}
            </a>
          </li>
          <li>
            <a
              className="link"
              href={addresses.embed}
              aria-label={t('share.embedLabel', { title })}
            >
              {t('share.embed')}
            </a>
          </li>
        </>
      )}
    </ul>
  )
}
