import type { Metadata } from 'next'
import { ClientMessages } from '@/components/site/ClientMessages'
import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/site/content/PageHeader'
import { ResetPasswordForm } from '@/components/site/forms/ResetPasswordForm'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  // The token in the address must never end up in a search index.
  return {
    ...(await metadataFor('resetPassword', 'resetPassword')(props)),
    robots: { index: false, follow: false },
  }
}

export default async function ResetPasswordPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('resetPassword')
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="mx-auto max-w-md px-4 py-8">
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Suspense>
            <ClientMessages namespaces={['common', 'resetPassword']}>
              <ResetPasswordForm />
            </ClientMessages>
          </Suspense>
        </div>
      </div>
    </>
  )
}
