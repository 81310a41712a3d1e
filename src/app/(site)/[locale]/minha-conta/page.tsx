import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/components/site/ClientMessages'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { ApiKeysPanel } from '@/components/site/forms/account/ApiKeysPanel'
import { PasswordForm } from '@/components/site/forms/account/PasswordForm'
import { ProfileForm } from '@/components/site/forms/account/ProfileForm'
import { TwoFactorPanel } from '@/components/site/forms/account/TwoFactorPanel'
import { loadAccountPage } from '@/lib/site/accountPage'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'

export const generateMetadata = metadataFor('account', 'account')

/**
 * Every signed-in user's own page, checked on the server: profile and language, password,
 * two-step sign-in, the registries they act for (set by the office) and their API keys.
 */
export default async function AccountPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const user = await requireMember(routes(networkShortName()).account)
  const t = await getTranslations('account')
  const page = await loadAccountPage(user, locale)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <ClientMessages namespaces={['common', 'account']}>
          <Section title={t('profile.heading')} id="profile">
            <ProfileForm
              id={user.id}
              name={user.name}
              email={user.email}
              language={user.language ?? 'pt'}
            />
          </Section>
          <Section title={t('password.heading')} id="password">
            <PasswordForm />
          </Section>
          <Section title={t('twoFactor.heading')} id="two-factor">
            <TwoFactorPanel enabled={Boolean(user.twoFactorEnabled)} />
          </Section>
          <Section title={t('registries.heading')} id="registries">
            {page.registries.length === 0 ? (
              <p className="text-slate-700">{t('registries.none')}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-6" data-testid="account-registries">
                {page.registries.map((registry) => (
                  <li key={registry.id}>
                    {registry.name} <span className="text-slate-600">({registry.code})</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t('apiKeys.heading')} id="api-keys">
            <ApiKeysPanel keys={page.keys} hasOldKey={page.hasOldKey} />
          </Section>
        </ClientMessages>
      </PageBody>
    </>
  )
}
