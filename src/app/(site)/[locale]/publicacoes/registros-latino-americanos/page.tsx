import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { PublicationList } from '@/components/site/publications/PublicationList'
import { QueryList } from '@/components/site/publications/QueryList'
import { countryName } from '@/lib/countries'
import { getPublicationQueries, getRegistryPublications } from '@/lib/site/content/publications'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor(
  'publications',
  'latinAmericanPublications',
  'latinTitle',
  'latinDescription',
)

/** Publications of the member registries, one section per registry. */
export default async function LatinAmericanPublicationsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('publications')
  const [groups, queries] = await Promise.all([
    getRegistryPublications(locale),
    getPublicationQueries(locale, 'latin-american-registries'),
  ])
  return (
    <>
      <PageHeader title={t('latinTitle')} lead={t('latinDescription')} />
      <PageBody>
        {groups.length === 0 && <EmptyState />}
        {groups.length > 1 && (
          <nav aria-label={t('latinTitle')}>
            <ul className="flex flex-wrap gap-2">
              {groups.map(({ registry }) => (
                <li key={registry.id}>
                  <a
                    href={`#registry-${registry.id}`}
                    className="inline-block rounded-full border border-brand-200 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {registry.initials}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {groups.map(({ registry, items }) => (
          <Section
            key={registry.id}
            id={`registry-${registry.id}`}
            title={`${registry.initials} – ${registry.name} (${countryName(registry.country, locale)})`}
          >
            <PublicationList items={items} />
          </Section>
        ))}
        {queries.length > 0 && (
          <Section title={t('searches')} id="searches">
            <QueryList queries={queries} />
          </Section>
        )}
      </PageBody>
    </>
  )
}
