import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { RichText } from '@/components/site/content/RichText'
import { getCoordinations } from '@/lib/site/content/network'
import { countryName } from '@/lib/countries'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { timeRange } from '@/lib/timeRange'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

export const generateMetadata = metadataFor('coordination', 'coordination')

export default async function CoordinationPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('coordination')
  const scroll = await scrollFrameTexts()
  const coordinations = await getCoordinations(locale)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        {coordinations.length === 0 && <EmptyState />}
        {coordinations.map((coordination, index) => (
          <section
            key={coordination.id}
            aria-labelledby={`coordination-${coordination.id}`}
            className="space-y-3"
          >
            <h2 id={`coordination-${coordination.id}`} className="section-title">
              {coordination.name}
              {/* Names like "Coordenação 2024–2026" already carry their years. */}
              {!coordination.name.includes(String(coordination.startYear)) && (
                <span className="ml-2 text-base font-normal text-slate-600">
                  {timeRange(
                    String(coordination.startYear),
                    coordination.endYear
                      ? String(coordination.endYear)
                      : index === 0
                        ? t('current')
                        : null,
                  )}
                </span>
              )}
            </h2>
            <RichText data={coordination.description} className="max-w-3xl" />
            {coordination.members && coordination.members.length > 0 && (
              <ScrollFrame {...scroll}>
                <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
                  <caption className="sr-only">{`${t('members')} – ${coordination.name}`}</caption>
                  <thead className="bg-slate-100 text-slate-900">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t('name')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('role')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('country')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('email')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {coordination.members.map((member, row) => (
                      <tr key={member.id ?? row} className="border-b border-slate-200">
                        <td className="px-3 py-2 font-medium">{member.name}</td>
                        <td className="px-3 py-2">{member.role}</td>
                        <td className="px-3 py-2">{countryName(member.country, locale)}</td>
                        <td className="px-3 py-2">
                          {member.email && (
                            <a className="link" href={`mailto:${member.email}`}>
                              {member.email}
                            </a>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollFrame>
            )}
          </section>
        ))}
      </PageBody>
    </>
  )
}
