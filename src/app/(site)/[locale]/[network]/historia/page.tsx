import { getTranslations } from 'next-intl/server'
import { EditableText } from '@/components/site/content/EditableText'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { getInstitutionalText } from '@/lib/site/content/institutionalPages'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('story', 'story')

export default async function StoryPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('story')
  // The message text stays as the fallback, so an empty database still shows a full page.
  const history = await getInstitutionalText(locale, 'history').catch(() => null)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <EditableText
          data={history}
          className="max-w-3xl text-lg"
          fallback={
            <div className="rich-text max-w-3xl text-lg">
              <p>{t('p1')}</p>
              <p>{t('p2')}</p>
              <p>{t('p3')}</p>
            </div>
          }
        />
      </PageBody>
    </>
  )
}
