import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { QualityForm } from '@/components/surveillance/quality/QualityForm'
import { QualityTable } from '@/components/surveillance/quality/QualityTable'
import { qualityTables } from '@/components/surveillance/quality/qualityTables'
import { glossary } from '@/i18n/glossary'
import { getCurrentUser } from '@/lib/site/currentUser'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { routes } from '@/lib/site/routes'
import { NETWORK } from '@/lib/surveillance/input/query'
import { loadQualityPage } from '@/lib/surveillance/quality/qualityPage'

export const generateMetadata = metadataFor('dataQuality', 'dataQuality')

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The data-quality panel: each registry beside the network in a year, and one registry over the
 * years, through a GET form (no script needed). What each viewer sees is the disclosure
 * module's decision (docs/data-quality.md).
 */
export default async function DataQualityPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [t, tc, search, user, payload] = await Promise.all([
    getTranslations('dataQuality'),
    getTranslations('common'),
    searchParams,
    getCurrentUser(),
    getPayloadClient(),
  ])
  const page = await loadQualityPage(payload, search, user)
  const terms = glossary(locale)
  const registryName = (code: string) => (code === NETWORK ? t('cells.network') : code)
  const sections =
    page.query.year === null
      ? []
      : [
          {
            id: 'by-registry',
            title: t('byRegistry', { year: page.query.year }),
            rowHead: 'registry' as const,
            rows: page.byRegistry,
            file: `data-quality-${page.query.year}`,
          },
          {
            id: 'over-years',
            title: t('overYears', { registry: registryName(page.query.registry) }),
            rowHead: 'year' as const,
            rows: page.overYears,
            file: `data-quality-${page.query.registry}`,
          },
        ]
  return (
    <>
      <PageHeader wide title={t('title')} lead={t('description')} />
      <PageBody wide>
        <p className="max-w-3xl text-slate-700">{t('intro')}</p>
        {page.issues.length > 0 && (
          <ul
            role="alert"
            className="max-w-3xl space-y-1 text-red-800"
            data-testid="quality-issues"
          >
            {page.issues.map((issue) => (
              <li key={issue.field}>
                {issue.code === 'unknownRegistry'
                  ? t('issues.unknownRegistry', { value: issue.value })
                  : t('issues.unknownYear', { value: issue.value, year: page.query.year ?? '' })}
              </li>
            ))}
          </ul>
        )}
        {page.years.length === 0 ? (
          <p className="text-slate-700">{t('noData')}</p>
        ) : (
          <QualityForm
            action={routes(networkShortName()).dataQuality}
            years={page.years}
            registries={page.registries}
            year={page.query.year}
            registry={page.query.registry}
            texts={{
              legend: t('form.legend'),
              year: t('form.year'),
              registry: t('form.registry'),
              network: t('form.network'),
              submit: t('form.submit'),
            }}
          />
        )}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`quality-${section.id}`} className="space-y-6">
            <h2 id={`quality-${section.id}`} className="text-2xl font-semibold text-brand-900">
              {section.title}
            </h2>
            {qualityTables(section.rows, section.rowHead, section.title, locale, t).map((table) => (
              <QualityTable
                key={table.name}
                table={table}
                fileName={`${section.file}-${table.name}`}
                locale={locale}
                texts={{
                  csv: t('csv'),
                  csvLabel: t('csvLabel', { title: table.caption }),
                  scrollHint: tc('scrollHint'),
                  scrollRegion: tc('scrollRegion'),
                }}
              />
            ))}
          </section>
        ))}
        {page.years.length > 0 && (
          <section aria-labelledby="quality-measures" className="max-w-3xl space-y-3">
            <h2 id="quality-measures" className="text-2xl font-semibold text-brand-900">
              {t('measures.title')}
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-slate-700">
              {(
                [
                  'coverage',
                  'completeness',
                  'lossToFollowUp',
                  'accuracy',
                  'timeliness',
                  'sending',
                  'warnings',
                ] as const
              ).map((key) => (
                <li key={key}>{t(`measures.${key}`)}</li>
              ))}
              <li>{t('measures.shares', { notAvailable: terms.notAvailable })}</li>
            </ul>
            <p className="text-slate-700">
              {page.threshold === null
                ? t('notes.exact')
                : t('notes.public', { withheld: terms.withheld })}
            </p>
            <p className="text-slate-700">
              {t('notes.unavailable', { notAvailable: terms.notAvailable })}
            </p>
            <p className="text-sm text-slate-600">{t('notes.kit')}</p>
          </section>
        )}
      </PageBody>
    </>
  )
}
