import { getTranslations } from 'next-intl/server'
import { UnderConstruction } from '@/components/site/content/UnderConstruction'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('construction', 'semiannualReports', 'semiannualTitle')

export default async function StatisticalTestPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('construction')
  return <UnderConstruction title={t('semiannualTitle')} />
}
