import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { PublicationList } from '@/components/site/publications/PublicationList'
import { QueryList } from '@/components/site/publications/QueryList'
import { getNetworkPublications, getPublicationQueries } from '@/lib/site/content/publications'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkDisplayName, networkShortName } from '@/lib/site/network'
import { assertNetwork, pageLocale } from '@/lib/site/page'

export const dynamicParams = false
export const generateStaticParams = () => [{ network: networkShortName() }]
export const generateMetadata = metadataFor(
  'publications',
  'networkPublications',
  'networkTitle',
  'networkDescription',
)

type Props = { params: Promise<{ locale: string; network: string }> }

export default async function NetworkPublicationsPage({ params }: Props) {
  const locale = await pageLocale(params)
  assertNetwork((await params).network)
  const t = await getTranslations('publications')
  const [publications, queries] = await Promise.all([
    getNetworkPublications(locale),
    getPublicationQueries(locale, 'network'),
  ])
  return (
    <>
      <PageHeader
        title={t('networkTitle', { network: networkDisplayName() })}
        lead={t('networkDescription')}
      />
      <PageBody>
        <PublicationList items={publications} />
        {queries.length > 0 && (
          <Section title={t('searches')} id="searches">
            <QueryList queries={queries} />
          </Section>
        )}
      </PageBody>
    </>
  )
}
