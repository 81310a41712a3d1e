import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { AnnualMeetingCard } from '@/components/site/meetings/AnnualMeetingCard'
import { splitByDate } from '@/components/site/meetings/split'
import { getAnnualMeetings } from '@/lib/site/content/meetings'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('pastMeetings', 'pastMeetings')

/** Past editions of the annual meeting, latest first, with their documents. */
export default async function PastMeetingsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('pastMeetings')
  const { past } = splitByDate(
    await getAnnualMeetings(locale),
    (meeting) => meeting.endDate ?? meeting.startDate,
  )
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        {past.length ? (
          <div className="grid gap-4 md:grid-cols-2">
            {past.map((meeting) => (
              <AnnualMeetingCard key={meeting.id} meeting={meeting} locale={locale} heading="h2" />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </PageBody>
    </>
  )
}
