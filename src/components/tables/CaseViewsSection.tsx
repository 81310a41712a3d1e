import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'
import { tableClass } from '@/components/monitoring/tableClass'
import { Section } from '@/components/site/content/PageHeader'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'
import { withGlossary } from '@/i18n/glossary'
import { CaseViewsMaternalAge } from './CaseViewsMaternalAge'
import type { Locale } from '@/i18n/locales'
import {
  CASE_YEAR_FIELD,
  type CaseViewsSectionData,
} from '@/lib/surveillance/data/caseViewsSection'
import type { TablesPageData } from '@/lib/surveillance/data/prevalencePage'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'
import type { CaseRate, CaseViewRow } from '@/lib/surveillance/tables/caseViewRows'

/**
 * The tables page's section on what case records add, server-rendered (no script): a GET form
 * choosing the year (keeping the tables' choice above), then one row per registry and period
 * with the counts by outcome, both prevalences, the prenatal diagnoses and the classes, each
 * row citing its definition version; for Down syndrome, its prevalence by maternal age band
 * (CaseViewsMaternalAge). Withheld numbers read "*", periods sent as monthly counts "no
 * case-level data".
 */
export async function CaseViewsSection({
  locale,
  action,
  page,
  section,
}: {
  locale: Locale
  action: string
  page: TablesPageData
  section: CaseViewsSectionData
}) {
  const translate = await getTranslations('tablesCharts.caseViews')
  // Every statistical term comes from the glossary (`{TotalPrevalence}`…).
  const t = withGlossary<Parameters<typeof translate>[0]>(
    (key, values) => translate(key, values as never),
    locale,
  )
  const scroll = await scrollFrameTexts()
  const format = chartFormat(locale, chartText(locale))
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const errors = surveillanceTranslator(locale)
  const { views } = section
  const threshold = views?.suppressionThreshold ?? null
  const names = new Map(page.registries.map((registry) => [registry.code, registry.initials]))
  const anomaly = page.malformations.find((doc) => doc.number === section.malformation)

  const withheld = (
    <>
      <span aria-hidden="true">{t('withheld')}</span>
      <span className="sr-only">{t('withheldText', { threshold: threshold ?? 0 })}</span>
    </>
  )
  const count = (value: number | null): ReactNode =>
    value === null ? withheld : format.integer(value)
  /** A rate goes with its count: withheld with it, "—" when its births are not available. */
  const rate = (value: CaseRate | null, cases: number | null): ReactNode =>
    cases === null
      ? withheld
      : value === null
        ? '—'
        : t('rate', {
            rate: format.rate(value.rate),
            lower: format.rate(value.lower),
            upper: format.rate(value.upper),
          })
  const share = (value: number | null, of: number | null): ReactNode =>
    value === null
      ? withheld
      : of === null
        ? format.integer(value)
        : t('share', { count: format.integer(value), share: percent.format(of) })
  const registryName = (row: CaseViewRow) =>
    row.registry === NETWORK
      ? t('network', { count: row.pooled?.length ?? 0 })
      : (names.get(row.registry) ?? row.registry)
  const definitions = (row: CaseViewRow) =>
    row.definitions.length === 0
      ? t('noVersion')
      : row.definitions
          .map((definition) =>
            t('version', {
              version: definition.version,
              from: day.format(new Date(`${definition.validFrom}T00:00:00Z`)),
            }),
          )
          .join('; ')
  const rows = views?.rows ?? []
  const anyCaseData = rows.some((row) => row.caseData)

  return (
    <Section title={t('title')} id="case-records">
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      <form method="get" action={action} className="flex flex-wrap items-end gap-3">
        {Object.entries(page.values).flatMap(([field, values]) =>
          values.map((value, index) => (
            <input key={`${field}-${index}`} type="hidden" name={field} value={value} />
          )),
        )}
        <label className="flex flex-col text-sm text-slate-700">
          {t('year')}
          <select
            name={CASE_YEAR_FIELD}
            defaultValue={String(section.year)}
            className="field-input mt-1"
          >
            {page.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          {t('submit')}
        </button>
      </form>
      {section.issues.length > 0 && (
        <ul role="alert" className="text-red-800">
          {section.issues.map((issue, index) => (
            <li key={index}>{issueText(errors, issue)}</li>
          ))}
        </ul>
      )}
      {views && !anyCaseData && <p className="text-slate-700">{t('none')}</p>}
      {views && anyCaseData && (
        <>
          <p className="max-w-3xl text-sm text-slate-700">{t('notes')}</p>
          <ScrollFrame {...scroll}>
            <table className={tableClass}>
              <caption>
                {t('caption', { malformation: anomaly?.name ?? '', year: section.year })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('registry')}</th>
                  <th scope="col">{t('period')}</th>
                  <th scope="col">{t('cases')}</th>
                  <th scope="col">{t('liveBirths')}</th>
                  <th scope="col">{t('fetalDeaths')}</th>
                  <th scope="col">{t('topfa')}</th>
                  <th scope="col">{t('totalPrevalence')}</th>
                  <th scope="col">{t('liveBirthPrevalence')}</th>
                  <th scope="col">{t('prenatal')}</th>
                  <th scope="col">{t('isolated')}</th>
                  <th scope="col">{t('chromosomal')}</th>
                  <th scope="col">{t('syndrome')}</th>
                  <th scope="col">{t('multiple')}</th>
                  <th scope="col">{t('definition')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.registry}|${row.period}`}>
                    <th scope="row">{registryName(row)}</th>
                    <td>{format.period(row.period)}</td>
                    {row.caseData ? (
                      <>
                        <td>{count(row.cases)}</td>
                        <td>{count(row.outcome['live-birth'])}</td>
                        <td>{count(row.outcome['fetal-death'])}</td>
                        <td>{count(row.outcome.topfa)}</td>
                        <td>{rate(row.totalPrevalence, row.cases)}</td>
                        <td>{rate(row.liveBirthPrevalence, row.outcome['live-birth'])}</td>
                        <td>{share(row.prenatal.yes, row.prenatalShare)}</td>
                        <td>{share(row.caseClass.isolated, row.isolatedShare)}</td>
                        <td>{count(row.caseClass.chromosomal)}</td>
                        <td>{count(row.caseClass.syndrome)}</td>
                        <td>{count(row.caseClass.multiple)}</td>
                        <td>{definitions(row)}</td>
                      </>
                    ) : (
                      <td colSpan={12}>{t('noCaseData')}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          {views.downSyndrome && (
            <CaseViewsMaternalAge
              t={t}
              rows={rows}
              caption={t('maternalAgeCaption', {
                malformation: anomaly?.name ?? '',
                year: section.year,
              })}
              registryName={registryName}
              period={format.period}
              integer={format.integer}
              count={count}
              rate={rate}
              scroll={scroll}
            />
          )}
          <p className="text-sm">
            <a
              className="link"
              href={`/api/surveillance/case-views?malformation=${section.malformation}&year=${section.year}`}
            >
              {t('json')}
            </a>
          </p>
        </>
      )}
    </Section>
  )
}
