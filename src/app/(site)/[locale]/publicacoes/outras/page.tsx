import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { QueryList } from '@/components/site/publications/QueryList'
import { getPublicationQueries } from '@/lib/site/content/publications'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor(
  'publications',
  'otherPublications',
  'othersTitle',
  'othersDescription',
)

/** The publication queries of the "others" group. */
export default async function OtherPublicationsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('publications')
  return (
    <>
      <PageHeader title={t('othersTitle')} lead={t('othersDescription')} />
      <PageBody>
        <QueryList queries={await getPublicationQueries(locale, 'others')} />
      </PageBody>
    </>
  )
}
