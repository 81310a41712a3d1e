import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { RegistryDetails } from '@/components/site/registries/RegistryDetails'
import { RegistryPicker } from '@/components/site/registries/RegistryPicker'
import { isActiveRegistry } from '@/lib/registries/status'
import { getRegistries } from '@/lib/site/content/registries'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('characteristics', 'characteristics')

export default async function RegistryCharacteristicsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('characteristics')
  const registries = await getRegistries(locale)
  const panels = registries.map((registry) => ({
    code: registry.networkCode,
    // The picker's options are plain text: an inactive registry says so in words.
    label: `${registry.initials} – ${registry.name}${isActiveRegistry(registry) ? '' : ` (${t('inactive')})`}`,
    content: <RegistryDetails registry={registry} locale={locale} />,
  }))
  return (
    <>
      <PageHeader wide title={t('title')} lead={t('description')} />
      <PageBody wide>
        {panels.length ? (
          <RegistryPicker
            panels={panels}
            label={t('pick')}
            prompt={t('pickPrompt')}
            hint={t('pickHint')}
          />
        ) : (
          <EmptyState />
        )}
      </PageBody>
    </>
  )
}
