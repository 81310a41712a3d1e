import type { Locale } from '@/i18n/locales'
import { localePath } from './localePath'

/** The embeddable pages' prefix: framed by any site (next.config.ts), nothing else of the site is. */
export const EMBED_PATH = '/embed'

/** The tables page's charts as embeddable pages: /embed/tabelas-e-graficos/<chart id>?<view>. */
export const TABLES_EMBED_PATH = `${EMBED_PATH}/tabelas-e-graficos`

/** The address field that pins the release a link was made with (the figures it showed). */
export const RELEASE_FIELD = 'versao'

/**
 * A tables page chart's permanent link and embeddable page: the view (anomaly, registries,
 * period, grouping) and the release it was drawn from, in the reader's language.
 */
export function tablesChartAddresses(
  locale: Locale,
  tablesPath: string,
  view: string,
  release: number | null,
) {
  const query = release === null ? view : `${view}&${RELEASE_FIELD}=${release}`
  return (chartId: string) => ({
    permalink: localePath(locale, `${tablesPath}?${query}#${chartId}`),
    embed: localePath(locale, `${TABLES_EMBED_PATH}/${chartId}?${query}`),
  })
}
