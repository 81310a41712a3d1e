import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('story', 'story')

export default async function StoryPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('story')
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <div className="rich-text max-w-3xl text-lg">
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
          <p>{t('p3')}</p>
        </div>
      </PageBody>
    </>
  )
}
