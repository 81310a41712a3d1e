import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { AnnualMeetingCard } from '@/components/site/meetings/AnnualMeetingCard'
import { splitByDate } from '@/components/site/meetings/split'
import { getAnnualMeetings } from '@/lib/site/content/meetings'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('annualMeeting', 'annualMeeting')

export default async function AnnualMeetingPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('annualMeeting')
  const { upcoming, past } = splitByDate(
    await getAnnualMeetings(locale),
    (meeting) => meeting.endDate ?? meeting.startDate,
  )
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <p className="max-w-3xl text-slate-700">{t('vote')}</p>
        <Section title={t('next')} id="next">
          {upcoming.length ? (
            <div className="grid gap-4 md:grid-cols-2">
              {upcoming.map((meeting) => (
                <AnnualMeetingCard key={meeting.id} meeting={meeting} locale={locale} />
              ))}
            </div>
          ) : (
            <EmptyState />
          )}
        </Section>
        <Section title={t('previous')} id="previous">
          {past.length ? (
            <div className="grid gap-4 md:grid-cols-2">
              {past.map((meeting) => (
                <AnnualMeetingCard key={meeting.id} meeting={meeting} locale={locale} />
              ))}
            </div>
          ) : (
            <EmptyState />
          )}
        </Section>
      </PageBody>
    </>
  )
}
