import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ExternalLink } from '@/components/site/content/ExternalLink'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { RichText } from '@/components/site/content/RichText'
import { ContentNotFound } from '@/components/site/notFound/ContentNotFound'
import { getMenuResources } from '@/lib/site/content/menu'
import { getNetworkResource } from '@/lib/site/content/resources'
import { defaultLocale } from '@/i18n/locales'
import { pageLocale } from '@/lib/site/page'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { notFoundMetadata } from '@/lib/site/siteMetadata'

type Props = { params: Promise<{ locale: string; id: string }> }

const resourceId = (value: string): number | null =>
  /^\d{1,12}$/.test(value) ? Number(value) : null

export async function generateStaticParams() {
  const resources = await getMenuResources(defaultLocale).catch(() => [])
  return resources.map((resource) => ({ id: resource.href.split('/').pop() ?? '' }))
}

/** The network resource the address names, or null: the page then renders the 404 message. */
async function load(params: Props['params']) {
  const locale = await pageLocale(params)
  const id = resourceId((await params).id)
  const resource = id === null ? null : await getNetworkResource(locale, id)
  return { locale, resource }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, resource } = await load(params)
  if (!resource) return notFoundMetadata(locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata({
    locale,
    path: `/recursos/${resource.id}`,
    title: resource.title,
    description: t('description'),
  })
}

/** A network resource (atlas, app, inventory...) with its description and link. */
export default async function NetworkResourcePage({ params }: Props) {
  const { resource } = await load(params)
  if (!resource) return <ContentNotFound />
  const t = await getTranslations('common')
  return (
    <>
      <PageHeader title={resource.title} />
      <PageBody>
        <RichText data={resource.description} className="max-w-3xl" />
        {resource.link && (
          <p>
            <ExternalLink href={resource.link} className="btn-primary">
              {t('visit')}: {resource.title}
            </ExternalLink>
          </p>
        )}
      </PageBody>
    </>
  )
}
