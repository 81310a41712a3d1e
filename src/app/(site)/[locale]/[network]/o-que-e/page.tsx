import { getTranslations } from 'next-intl/server'
import { EditableText } from '@/components/site/content/EditableText'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { getInstitutionalText } from '@/lib/site/content/institutionalPages'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkDisplayName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('whatIs', 'whatIs')

export default async function WhatIsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('whatIs')
  const tm = await getTranslations('meta')
  const values = { network: networkDisplayName(), networkName: tm('networkName') }
  // The message text stays as the fallback, so an empty database still shows a full page.
  const about = await getInstitutionalText(locale, 'about').catch(() => null)
  return (
    <>
      <PageHeader title={t('title', values)} lead={t('description', values)} />
      <PageBody>
        <EditableText
          data={about}
          className="max-w-3xl text-lg"
          fallback={
            <>
              <div className="rich-text max-w-3xl text-lg">
                <p>{t('p1', values)}</p>
                <p>{t('p2', values)}</p>
              </div>
              <Section title={t('objectivesTitle')} id="objectives">
                <ul className="max-w-3xl list-disc space-y-2 pl-6">
                  {(['o1', 'o2', 'o3', 'o4', 'o5'] as const).map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ul>
              </Section>
            </>
          }
        />
      </PageBody>
    </>
  )
}
