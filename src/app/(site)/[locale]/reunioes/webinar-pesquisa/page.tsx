import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { WebinarSections } from '@/components/site/meetings/WebinarSections'
import { getResearchWebinars } from '@/lib/site/content/meetings'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('researchWebinar', 'researchWebinar')

export default async function ResearchWebinarPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('researchWebinar')
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <WebinarSections
          webinars={await getResearchWebinars(locale)}
          locale={locale}
          labels={{ upcoming: t('upcoming'), past: t('past') }}
        />
      </PageBody>
    </>
  )
}
