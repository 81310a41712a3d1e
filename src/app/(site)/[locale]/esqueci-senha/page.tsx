import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/components/site/ClientMessages'
import { PageHeader } from '@/components/site/content/PageHeader'
import { ForgotPasswordForm } from '@/components/site/forms/ForgotPasswordForm'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('forgotPassword', 'forgotPassword')

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('forgotPassword')
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <div className="mx-auto max-w-md px-4 py-8">
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <ClientMessages namespaces={['common', 'login', 'forgotPassword']}>
            <ForgotPasswordForm />
          </ClientMessages>
        </div>
      </div>
    </>
  )
}
