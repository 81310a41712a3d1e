import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { formatterFor } from '@/i18n/formats'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { releasePath } from '@/lib/surveillance/releases/releaseAddress'
import { listReleases } from '@/lib/surveillance/releases/releaseCatalogue'

export const generateMetadata = metadataFor('openData', 'dataReleases', 'title', 'lead')

/** Every release of the public figures, newest first, each linking to its permanent page. */
export default async function DataReleasesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('openData')
  const releases = await listReleases(await getPayloadClient()).catch(() => [])
  const format = formatterFor(locale)
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <PageBody>
        {releases.length === 0 ? (
          <p className="text-slate-700">{t('none')}</p>
        ) : (
          <ul className="space-y-2" data-testid="releases">
            {releases.map((release, index) => (
              <li key={release.number}>
                <Link className="link" href={releasePath(release.number)}>
                  {t('item', {
                    number: release.number,
                    date: format.dateTime(new Date(release.publishedAt), 'long'),
                  })}
                </Link>
                {index === 0 && <span className="text-slate-700"> ({t('latest')})</span>}
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  )
}
