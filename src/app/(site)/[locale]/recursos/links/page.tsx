import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { ExternalLink } from '@/components/site/content/ExternalLink'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { RichText } from '@/components/site/content/RichText'
import { getLinkResources } from '@/lib/site/content/resources'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { hostOf } from '@/lib/site/safeHref'

export const generateMetadata = metadataFor('resources', 'links', 'linksTitle', 'linksDescription')

export default async function LinksPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('resources')
  const links = await getLinkResources(locale)
  return (
    <>
      <PageHeader title={t('linksTitle')} lead={t('linksDescription')} />
      <PageBody>
        {links.length === 0 && <EmptyState />}
        <ul className="space-y-4">
          {links.map((resource) => (
            <li
              key={resource.id}
              className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-slate-900">
                {resource.link ? (
                  <ExternalLink href={resource.link}>{resource.title}</ExternalLink>
                ) : (
                  resource.title
                )}
              </h2>
              {resource.link && <p className="text-sm text-slate-600">{hostOf(resource.link)}</p>}
              <RichText data={resource.description} className="mt-2" />
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  )
}
