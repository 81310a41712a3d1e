import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { ReleaseDetails } from '@/components/releases/ReleaseDetails'
import { JsonLd } from '@/components/releases/JsonLd'
import { isLocale, type Locale } from '@/i18n/locales'
import { pageLocale } from '@/lib/site/page'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { getPayloadClient } from '@/lib/site/payload'
import { networkDisplayName } from '@/lib/site/network'
import { loadMalformations } from '@/lib/surveillance/data/loadReference'
import { loadReleaseDocument } from '@/lib/surveillance/releases/releaseDocument'
import { schemaOrgDataset } from '@/lib/surveillance/releases/releaseMetadata'
import { openDataTranslator } from '@/lib/surveillance/releases/openDataText'
import { RELEASES_PATH } from '@/lib/surveillance/releases/releaseAddress'

type Props = { params: Promise<{ locale: string; version: string }> }

// Rendered on first visit, then kept: a release never changes.
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, version } = await params
  if (!isLocale(locale)) return {}
  const t = openDataTranslator(locale as Locale)
  return pageMetadata({
    locale,
    path: `${RELEASES_PATH}/${version}`,
    title: t('pageTitle', { number: version }),
    description: t('dataset.name', { network: networkDisplayName(), number: version }),
  })
}

/**
 * One release's permanent page: its version, date, terms, what changed, how to cite it, its
 * checksums and downloads, with schema.org Dataset markup for dataset search engines.
 */
export default async function DataReleasePage({ params }: Props) {
  const locale = await pageLocale(params.then(({ locale }) => ({ locale })))
  const { version } = await params
  const t = await getTranslations('openData')
  const payload = await getPayloadClient()
  const document = await loadReleaseDocument(payload, version)
  if (!document) notFound()
  const names = new Map(
    (await loadMalformations(payload, locale).catch(() => [])).map((m) => [
      m.number,
      `${m.name} (${m.icd10})`,
    ]),
  )
  const dataset = schemaOrgDataset(document, locale)
  return (
    <>
      <JsonLd data={dataset} />
      <PageHeader
        title={t('pageTitle', { number: document.release.number })}
        lead={dataset.description}
      />
      <PageBody>
        <ReleaseDetails
          locale={locale}
          document={document}
          nameOf={(number) => names.get(number) ?? String(number)}
        />
      </PageBody>
    </>
  )
}
