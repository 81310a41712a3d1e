import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'

export default async function NotFound() {
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
