import { Suspense } from 'react'
import { ClientMessages } from '@/components/site/ClientMessages'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/site/content/PageHeader'
import { LoginForm } from '@/components/site/forms/LoginForm'
import { LockIcon } from '@/components/site/menu/icons'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('login', 'login')

export default async function LoginPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('login')
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-[1fr_minmax(0,26rem)]">
        <div className="flex items-start gap-3 text-slate-700">
          <LockIcon className="mt-1 size-6 text-brand-700" />
          <p className="text-lg">{t('intro')}</p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {/* The form reads ?next= on the client so the page itself stays static. */}
          <Suspense>
            <ClientMessages namespaces={['common', 'login']}>
              <LoginForm />
            </ClientMessages>
          </Suspense>
        </div>
      </div>
    </>
  )
}
