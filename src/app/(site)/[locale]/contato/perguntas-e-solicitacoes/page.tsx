import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/components/site/ClientMessages'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { ContactForm } from '@/components/site/forms/ContactForm'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('contact', 'questions')

export default async function QuestionsPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('contact')
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <PageBody>
        <ClientMessages namespaces={['common', 'contact']}>
          <ContactForm />
        </ClientMessages>
      </PageBody>
    </>
  )
}
