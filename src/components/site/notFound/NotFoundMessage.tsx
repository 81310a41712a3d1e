import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'

/** The translated 404 message and the way back home, wherever a page is not found. */
export async function NotFoundMessage() {
  const t = await getTranslations('common')
  return (
    <>
      <PageHeader title={t('notFoundTitle')} lead={t('notFoundText')} />
      <PageBody>
        <Link href="/" className="btn-primary">
          {t('backHome')}
        </Link>
      </PageBody>
    </>
  )
}
