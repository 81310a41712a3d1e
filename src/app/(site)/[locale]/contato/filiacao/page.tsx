import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { EditableText } from '@/components/site/content/EditableText'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { getInstitutionalText } from '@/lib/site/content/institutionalPages'
import { getSiteSettings } from '@/lib/site/content/settings'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { routes } from '@/lib/site/routes'

export const generateMetadata = metadataFor('membership', 'membership')

/** SPEC section 1: how a registry applies for membership. */
export default async function MembershipPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('membership')
  // The message text stays as the fallback, so an empty database still shows a full page.
  const [settings, text] = await Promise.all([
    getSiteSettings(locale).catch(() => null),
    getInstitutionalText(locale, 'membership').catch(() => null),
  ])
  const steps = ['step1', 'step2', 'step3', 'step4'] as const
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <EditableText
          data={text}
          className="max-w-3xl text-lg text-slate-800"
          fallback={
            <>
              <p className="max-w-3xl text-lg text-slate-700">{t('intro')}</p>
              <ol className="max-w-3xl space-y-4">
                {steps.map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <p className="pt-1.5 text-slate-800">{t(step)}</p>
                  </li>
                ))}
              </ol>
            </>
          }
        />
        <div className="flex flex-wrap items-center gap-4">
          <Link href={routes(networkShortName()).questions} className="btn-primary">
            {t('cta')}
          </Link>
          {settings?.officeEmail && (
            <a href={`mailto:${settings.officeEmail}`} className="link">
              {settings.officeEmail}
            </a>
          )}
        </div>
      </PageBody>
    </>
  )
}
