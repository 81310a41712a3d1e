import type { Locale } from '@/i18n/locales'
import { toCsv } from '@/lib/surveillance/present/csv'
import { csvStyleFor } from '@/lib/surveillance/present/fileLanguage'
import type { DataTableProps } from './DataTable'

/**
 * A chart's numbers as the CSV a spreadsheet in the reader's language opens: the chart's own
 * table, each cell as written on the page (a withheld cell says "< 5" or "withheld", never 0).
 */
export const chartCsv = (table: DataTableProps, locale: Locale): string =>
  toCsv([table.columns, ...table.rows], csvStyleFor(locale))

/** The CSV as an address a plain link downloads, with no script on the page. */
export const chartCsvHref = (table: DataTableProps, locale: Locale): string =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(chartCsv(table, locale))}`
