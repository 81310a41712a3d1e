import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { pick } from '@/i18n/locales'
import { registryOptions } from '@/collections/MemberRegistries/options'
import { chartText } from '@/components/charts/text'
import { RegistryMap } from '@/components/map/RegistryMap'
import { mapRegistries } from '@/components/map/mapRegistries'
import { EmptyState } from '@/components/site/content/EmptyState'
import { ExternalLink } from '@/components/site/content/ExternalLink'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { InactiveBadge } from '@/components/site/registries/InactiveBadge'
import { isActiveRegistry } from '@/lib/registries/status'
import { countryName } from '@/lib/countries'
import { getRegistries } from '@/lib/site/content/registries'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { networkShortName } from '@/lib/site/network'
import { routes } from '@/lib/site/routes'
import { hostOf } from '@/lib/site/safeHref'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

export const generateMetadata = metadataFor('generalInformation', 'generalInformation')

export default async function GeneralInformationPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('generalInformation')
  const scroll = await scrollFrameTexts()
  const registries = await getRegistries(locale)
  const characteristics = routes(networkShortName()).characteristics
  const coverage = (value: string) => {
    const option = registryOptions.coverage.find((candidate) => candidate.value === value)
    return option ? pick(option.label, locale) : value
  }
  return (
    <>
      <PageHeader wide title={t('title')} lead={t('description')} />
      <PageBody wide>
        {registries.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className="mx-auto mb-8 max-w-xl">
              <RegistryMap
                id="registry-map"
                locale={locale}
                title={chartText(locale)('map.title')}
                // The map shows where the network is today: inactive registries stay in the table.
                registries={mapRegistries(registries.filter(isActiveRegistry))}
                registryHref={characteristics}
              />
            </div>
            <ScrollFrame {...scroll} className="rounded-lg border border-slate-200">
              <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
                <caption className="px-3 py-2 text-left text-slate-600">
                  {t('count', { count: registries.length })}
                </caption>
                <thead className="bg-slate-100 text-slate-900">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('initials')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('name')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('country')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('coverage')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('institution')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('startYear')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('website')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {registries.map((registry) => (
                    <tr key={registry.id} className="border-t border-slate-200 align-top">
                      <th scope="row" className="px-3 py-2 font-semibold">
                        <Link
                          className="link"
                          href={`${characteristics}#${encodeURIComponent(registry.networkCode)}`}
                        >
                          {registry.initials}
                        </Link>
                        <InactiveBadge registry={registry} />
                      </th>
                      <td className="px-3 py-2">{registry.name}</td>
                      <td className="px-3 py-2">{countryName(registry.country, locale)}</td>
                      <td className="px-3 py-2">{coverage(registry.coverage)}</td>
                      <td className="px-3 py-2">{registry.institution}</td>
                      <td className="px-3 py-2">{registry.startYear}</td>
                      <td className="px-3 py-2">
                        {registry.website && (
                          <ExternalLink href={registry.website}>
                            {hostOf(registry.website)}
                          </ExternalLink>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollFrame>
          </>
        )}
      </PageBody>
    </>
  )
}
