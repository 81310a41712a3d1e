import type { Locale } from '@/i18n/locales'
import { networkDisplayName } from '@/lib/site/network'
import { openDataTranslator } from './openDataText'
import type { CatalogueRelease } from './releaseCatalogue'
import { releaseUrl } from './releaseAddress'

/** How to cite a release: a sentence, and the same as BibTeX and RIS entries. */
export function releaseCitation(release: CatalogueRelease, locale: Locale) {
  const t = openDataTranslator(locale)
  const network = networkDisplayName()
  const title = t('dataset.name', { network, number: release.number })
  const year = release.publishedAt.slice(0, 4)
  const date = release.publishedAt.slice(0, 10)
  const url = releaseUrl(release.number, locale)
  const version = String(release.number)
  const text = t('cite.text', { network, year, title, version, url })
  const bibtex = [
    `@misc{${network.toLowerCase()}_release_${version},`,
    `  author = {{${network}}},`,
    `  title = {${title}},`,
    `  year = {${year}},`,
    `  version = {${version}},`,
    `  howpublished = {\\url{${url}}},`,
    `  note = {Data set, published ${date}}`,
    '}',
  ].join('\n')
  const ris = [
    'TY  - DATA',
    `AU  - ${network}`,
    `TI  - ${title}`,
    `PY  - ${year}`,
    `DA  - ${date.replaceAll('-', '/')}`,
    `ET  - ${version}`,
    `UR  - ${url}`,
    'ER  - ',
  ].join('\r\n')
  return { text, bibtex, ris }
}
