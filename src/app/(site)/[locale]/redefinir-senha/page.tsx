import type { Metadata } from 'next'
import { ClientMessages } from '@/components/site/ClientMessages'
import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/site/content/PageHeader'
import { ResetPasswordForm } from '@/components/site/forms/ResetPasswordForm'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

type ResetPasswordProps = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** An invitation's link carries `convite=1`: the member creates a password, not resets one. */
const isInvitation = async (searchParams: ResetPasswordProps['searchParams']) =>
  (await searchParams).convite === '1'

export async function generateMetadata(props: ResetPasswordProps): Promise<Metadata> {
  const titleKey = (await isInvitation(props.searchParams)) ? 'invitationTitle' : 'title'
  return {
    ...(await metadataFor('resetPassword', 'resetPassword', titleKey)(props)),
    // The token in the address must never end up in a search index.
    robots: { index: false, follow: false },
  }
}

export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordProps) {
  await pageLocale(params)
  const t = await getTranslations('resetPassword')
  const invitation = await isInvitation(searchParams)
  return (
    <>
      <PageHeader title={t(invitation ? 'invitationTitle' : 'title')} />
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
