import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { PublicationBrowser } from '@/components/site/publications/PublicationBrowser'
import { QueryList } from '@/components/site/publications/QueryList'
import { getPublicationQueries } from '@/lib/site/content/publications'
import { metadataFor } from '@/lib/site/metadataFor'
import { loadPublicationsPage } from '@/lib/site/publicationsPage'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'

export const generateMetadata = metadataFor(
  'publications',
  'latinAmericanPublications',
  'latinTitle',
  'latinDescription',
)

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Publications of the member registries, filtered by year and registry, one page at a time. */
export default async function LatinAmericanPublicationsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('publications')
  const [view, queries] = await Promise.all([
    loadPublicationsPage('registries', locale, await searchParams),
    getPublicationQueries(locale, 'latin-american-registries'),
  ])
  return (
    <>
      <PageHeader title={t('latinTitle')} lead={t('latinDescription')} />
      <PageBody>
        <PublicationBrowser
          view={view}
          locale={locale}
          action={routes(networkShortName()).latinAmericanPublications}
        />
        {queries.length > 0 && (
          <Section title={t('searches')} id="searches">
            <QueryList queries={queries} />
          </Section>
        )}
      </PageBody>
    </>
  )
}
