import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { WebinarSections } from '@/components/site/meetings/WebinarSections'
import { getOperationalWebinars } from '@/lib/site/content/meetings'
import { getSiteSettings } from '@/lib/site/content/settings'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('operationalWebinar', 'operationalWebinar')

export default async function OperationalWebinarPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('operationalWebinar')
  const [webinars, settings] = await Promise.all([
    getOperationalWebinars(locale),
    getSiteSettings(locale).catch(() => null),
  ])
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <div className="max-w-3xl rounded-md border-l-4 border-brand-500 bg-brand-50 px-4 py-3 text-slate-800">
          {/* The office's own notes replace the standing rule once they are written. */}
          <p className="whitespace-pre-line">{settings?.upcomingMeetingNotes || t('schedule')}</p>
        </div>
        <WebinarSections
          webinars={webinars}
          locale={locale}
          labels={{ upcoming: t('upcoming'), past: t('past') }}
        />
      </PageBody>
    </>
  )
}
