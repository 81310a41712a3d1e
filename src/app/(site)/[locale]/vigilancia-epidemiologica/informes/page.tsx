import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { RichText } from '@/components/site/content/RichText'
import { getAnnouncements } from '@/lib/site/content/surveillance'
import { formatDate } from '@/lib/site/format'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('announcements', 'announcements')

export default async function AnnouncementsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('announcements')
  const announcements = await getAnnouncements(locale)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        {announcements.length === 0 && <EmptyState />}
        {announcements.map((announcement) => (
          <article
            key={announcement.id}
            className="space-y-3 border-b border-slate-200 pb-8 last:border-0"
          >
            <h2 className="section-title">{announcement.title}</h2>
            <p className="text-sm text-slate-600">
              <time dateTime={announcement.date}>{formatDate(announcement.date, locale)}</time>
            </p>
            <RichText data={announcement.body} className="max-w-3xl" />
          </article>
        ))}
      </PageBody>
    </>
  )
}
