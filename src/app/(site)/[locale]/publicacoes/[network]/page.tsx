import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { PublicationBrowser } from '@/components/site/publications/PublicationBrowser'
import { QueryList } from '@/components/site/publications/QueryList'
import { getPublicationQueries } from '@/lib/site/content/publications'
import { metadataFor } from '@/lib/site/metadataFor'
import { loadPublicationsPage } from '@/lib/site/publicationsPage'
import { networkDisplayName, networkShortName } from '@/lib/site/network'
import { assertNetwork, pageLocale } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'

export const dynamicParams = false
export const generateStaticParams = () => [{ network: networkShortName() }]
export const generateMetadata = metadataFor(
  'publications',
  'networkPublications',
  'networkTitle',
  'networkDescription',
)

type Props = {
  params: Promise<{ locale: string; network: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The network's publications, filtered and paged through the address, and its saved searches. */
export default async function NetworkPublicationsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  assertNetwork((await params).network)
  const t = await getTranslations('publications')
  const [view, queries] = await Promise.all([
    loadPublicationsPage('network', locale, await searchParams),
    getPublicationQueries(locale, 'network'),
  ])
  return (
    <>
      <PageHeader
        title={t('networkTitle', { network: networkDisplayName() })}
        lead={t('networkDescription')}
      />
      <PageBody>
        <PublicationBrowser
          view={view}
          locale={locale}
          action={routes(networkShortName()).networkPublications}
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
