import { getTranslations } from 'next-intl/server'
import { countryName } from '@/lib/countries'
import type { Locale } from '@/i18n/locales'
import { doiUrl, pubmedUrl } from '@/lib/publications/identifiers'
import type { PublicationItem } from '@/lib/site/content/publications'
import { EmptyState } from '../content/EmptyState'
import { ExternalLink } from '../content/ExternalLink'
import { FileLink } from '../content/FileLink'

/** Citations in the order given, each with its registry, DOI, PMID, link and PDF when there are. */
export async function PublicationList({
  items,
  locale,
}: {
  items: PublicationItem[]
  locale: Locale
}) {
  const t = await getTranslations('publications')
  if (!items.length) return <EmptyState />
  return (
    <ol className="space-y-3" data-testid="publication-list">
      {items.map((item) => (
        <li
          key={item.id}
          className="rounded-md border border-slate-200 bg-white p-4"
          data-testid="publication"
        >
          {item.type && item.type !== 'article' && (
            <p className="mb-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {t(`types.${item.type}`)}
            </p>
          )}
          <p className="whitespace-pre-line text-slate-800">{item.citation}</p>
          {item.registry && (
            <p className="mt-1 text-sm text-slate-600">
              {t('registry', {
                registry: `${item.registry.initials} – ${item.registry.name} (${countryName(item.registry.country, locale)})`,
              })}
            </p>
          )}
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {item.doi && (
              <li>
                <ExternalLink href={doiUrl(item.doi)}>DOI: {item.doi}</ExternalLink>
              </li>
            )}
            {item.pmid && (
              <li>
                <ExternalLink href={pubmedUrl(item.pmid)}>PMID: {item.pmid}</ExternalLink>
              </li>
            )}
            {item.link && (
              <li>
                <ExternalLink href={item.link}>{t('openLink')}</ExternalLink>
              </li>
            )}
            {item.pdf && (
              <li>
                <FileLink file={item.pdf} label={t('pdf')} />
              </li>
            )}
          </ul>
        </li>
      ))}
    </ol>
  )
}
