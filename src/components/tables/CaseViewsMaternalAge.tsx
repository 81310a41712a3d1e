import type { ReactNode } from 'react'
import { tableClass } from '@/components/monitoring/tableClass'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import { bandLabel, type MaternalAgeBand } from '@/lib/surveillance/caseRecords/maternalAge'
import type { CaseRate, CaseViewRow } from '@/lib/surveillance/tables/caseViewRows'

type Translate = (key: MaternalAgeKey, values?: Record<string, string | number>) => string
type MaternalAgeKey =
  | 'maternalAgeCaption'
  | 'maternalAgeNotes'
  | 'registry'
  | 'period'
  | 'maternalAge'
  | 'bandBirths'
  | 'bandCases'
  | 'bandPrevalence'
  | 'bandUnder20'
  | 'bandRange'
  | 'band45plus'
  | 'bandUnknown'
  | 'noBandBirths'
  | 'noBandData'

/**
 * Down syndrome by maternal age band, under the case views' table: one line per band of each
 * registry period sent as case records, or "no births by maternal age" where the registry did
 * not send that denominator. Counts and rates are rendered by the section (withheld as there).
 */
export function CaseViewsMaternalAge({
  t,
  rows,
  caption,
  registryName,
  period,
  integer,
  count,
  rate,
  scroll,
}: {
  t: Translate
  scroll: { hint: string; label: string }
  rows: CaseViewRow[]
  caption: string
  registryName: (row: CaseViewRow) => string
  period: (period: string) => string
  integer: (value: number) => string
  count: (value: number | null) => ReactNode
  rate: (value: CaseRate | null, cases: number | null) => ReactNode
}) {
  const shown = rows.filter((row) => row.caseData && row.registry !== NETWORK)
  if (!shown.some((row) => row.maternalAge !== null))
    return <p className="text-slate-700">{t('noBandData')}</p>
  const bandName = (band: MaternalAgeBand) => {
    const { key, values } = bandLabel(band)
    return t(key, values)
  }
  return (
    <>
      <p className="max-w-3xl text-sm text-slate-700">{t('maternalAgeNotes')}</p>
      <ScrollFrame {...scroll}>
        <table className={tableClass}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('registry')}</th>
              <th scope="col">{t('period')}</th>
              <th scope="col">{t('maternalAge')}</th>
              <th scope="col">{t('bandBirths')}</th>
              <th scope="col">{t('bandCases')}</th>
              <th scope="col">{t('bandPrevalence')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((row) => {
              const key = `${row.registry}|${row.period}`
              if (row.maternalAge === null)
                return [
                  <tr key={key}>
                    <th scope="row">{registryName(row)}</th>
                    <td>{period(row.period)}</td>
                    <td colSpan={4}>{t('noBandBirths')}</td>
                  </tr>,
                ]
              return row.maternalAge.map((band) => (
                <tr key={`${key}|${band.band}`}>
                  <th scope="row">{registryName(row)}</th>
                  <td>{period(row.period)}</td>
                  <td>{bandName(band.band)}</td>
                  <td>{integer(band.births)}</td>
                  <td>{count(band.cases)}</td>
                  <td>{rate(band.prevalence, band.cases)}</td>
                </tr>
              ))
            })}
          </tbody>
        </table>
      </ScrollFrame>
    </>
  )
}
