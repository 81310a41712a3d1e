import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/components/site/ClientMessages'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { SignalCard } from '@/components/signals/SignalCard'
import { localePath } from '@/lib/site/localePath'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { loadSignalDetails } from '@/lib/surveillance/data/signalSummary'

export const generateMetadata = metadataFor(
  'signals.members',
  'monitoringSignals',
  'metaTitle',
  'metaDescription',
)

/**
 * Members only, checked on the server: their registries' monitoring signals, current ones first,
 * each with its follow-up (status and the office's notes, the registry's notes, attachments).
 */
export default async function MonitoringSignalsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const r = routes(networkShortName())
  const user = await requireMember(r.monitoringSignals)
  const t = await getTranslations('signals')
  const signals = (await loadSignalDetails(await getPayloadClient(), user, locale)) ?? []
  // Those the current run lists first; retracted ones after, kept with their follow-up.
  const ordered = [
    ...signals.filter((s) => !s.retractedAt),
    ...signals.filter((s) => s.retractedAt),
  ]
  return (
    <>
      <PageHeader wide title={t('members.title')} lead={t('members.intro')} />
      <PageBody wide>
        <p>
          <a className="link" href={localePath(locale, r.yearlySummary)}>
            {t('members.summaryLink')}
          </a>
        </p>
        {(user.registries ?? []).length === 0 ? (
          <p role="status">{t('members.noRegistry')}</p>
        ) : ordered.length === 0 ? (
          <p role="status">{t('members.none')}</p>
        ) : (
          <ClientMessages namespaces={['signals']}>
            <div className="space-y-4" data-testid="signals">
              {ordered.map((signal) => (
                <SignalCard key={signal.id} signal={signal} locale={locale} />
              ))}
            </div>
          </ClientMessages>
        )}
      </PageBody>
    </>
  )
}
