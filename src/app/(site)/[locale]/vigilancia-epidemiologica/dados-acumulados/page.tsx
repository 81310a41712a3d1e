import { getTranslations } from 'next-intl/server'
import { FileCards } from '@/components/site/content/FileCards'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { getAccumulatedData } from '@/lib/site/content/surveillance'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('accumulatedData', 'accumulatedData')

export default async function AccumulatedDataPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('accumulatedData')
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <FileCards items={await getAccumulatedData(locale)} />
      </PageBody>
    </>
  )
}
