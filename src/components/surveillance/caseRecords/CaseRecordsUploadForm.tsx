'use client'

import { useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { FileField } from '@/components/site/forms/FileField'
import { SPREADSHEET_ACCEPT } from '@/components/site/forms/spreadsheetAccept'
import { CASE_FILE_MAX_MB } from '@/lib/surveillance/caseSubmissions/caseFileLimits'
import { monthOf, type Semester, type ServerError } from '../submissions/gridModel'
import { useFileUpload } from '../submissions/useFileUpload'
import {
  bandLabel,
  maternalAgeBands,
  type MaternalAgeBand,
} from '@/lib/surveillance/caseRecords/maternalAge'
import {
  bandsField,
  birthsField,
  CASE_RECORDS_UPLOAD_API,
  type BandsText,
  type BirthsText,
  type CaseWarning,
} from './caseRecordsApi'

/**
 * The case file and the semester's births, sent together to the upload endpoint (the same one
 * scripts use). The server stores the whole semester or nothing: its problems come back with
 * the file's line and column, its warnings with theirs, each in the page's language.
 */
export function CaseRecordsUploadForm({
  semester,
  initialBirths,
  initialBands,
  locked,
}: {
  semester: Semester
  initialBirths: BirthsText
  /** The births by maternal age band stored with the semester, so a resend keeps them. */
  initialBands: BandsText
  /** The office is reviewing the semester: nothing can be sent until it decides. */
  locked: boolean
}) {
  const t = useTranslations('submissions')
  const tc = useTranslations('common')
  const scroll = { hint: tc('scrollHint'), label: tc('scrollRegion') }
  const locale = useLocale()
  const [births, setBirths] = useState(initialBirths)
  const [bands, setBands] = useState(initialBands)
  const { busy, outcome, statusRef, submit } = useFileUpload({
    api: CASE_RECORDS_UPLOAD_API,
    maxMb: CASE_FILE_MAX_MB,
    prepare: (form) => {
      form.set('births', birthsField(semester, births))
      const byMaternalAge = bandsField(bands)
      if (byMaternalAge !== null) form.set('birthsByMaternalAge', byMaternalAge)
    },
    saved: (submission) => {
      const answer = submission as { warnings?: CaseWarning[] } | null
      return { warnings: Array.isArray(answer?.warnings) ? answer.warnings : [] }
    },
  })
  const monthName = (column: number) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, monthOf(semester, column) - 1, 1)),
    )
  const rowLabel = { liveBirths: t('grid.liveBirths'), stillbirths: t('grid.stillbirths') }

  /** A births problem names its month's cell, as the form labels it, instead of the JSON field. */
  const sentMonths = births.flatMap((row, column) =>
    row.liveBirths.trim() === '' && row.stillbirths.trim() === '' ? [] : [column],
  )
  const bandName = (band: MaternalAgeBand) => {
    const { key, values } = bandLabel(band)
    return key === 'bandRange' ? t('cases.bandRange', values) : t(`cases.${key}`)
  }
  const sentBands = maternalAgeBands.filter((band) => bands[band].trim() !== '')
  const placeOf = (error: ServerError): string => {
    // The births by maternal age: the band's field, or the group as a whole (their sum).
    const bandMatch = /^birthsByMaternalAge\[(\d+)\]/.exec(error.field ?? '')
    const band = bandMatch ? sentBands[Number(bandMatch[1])] : undefined
    if (band) return bandName(band)
    if (error.field === 'birthsByMaternalAge') return t('cases.bandsTitle')
    const match = /^births\[(\d+)\]\.(liveBirths|stillbirths)$/.exec(error.field ?? '')
    const column = match ? sentMonths[Number(match[1])] : undefined
    if (match && column !== undefined)
      return t('grid.cellLabel', {
        row: rowLabel[match[2] as 'liveBirths' | 'stillbirths'],
        month: monthName(column),
      })
    return error.column ?? error.field ?? '—'
  }

  const cellClass = 'w-24 rounded border border-slate-400 px-2 py-1 text-right tabular-nums'
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-4" aria-describedby="case-upload-intro">
        <fieldset className="space-y-2" disabled={locked}>
          <legend className="font-semibold text-slate-900">{t('cases.birthsTitle')}</legend>
          <p className="max-w-3xl text-slate-700">{t('cases.birthsIntro')}</p>
          <ScrollFrame {...scroll}>
            <table className="border-collapse text-sm" data-testid="case-births">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">
                    {t('grid.rowHeader')}
                  </th>
                  {births.map((_, column) => (
                    <th key={column} scope="col" className="px-2 py-1 capitalize">
                      {monthName(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(['liveBirths', 'stillbirths'] as const).map((row) => (
                  <tr key={row}>
                    <th scope="row" className="px-2 py-1 text-left font-medium">
                      {rowLabel[row]}
                    </th>
                    {births.map((values, column) => (
                      <td key={column} className="px-1 py-1">
                        <input
                          type="text"
                          inputMode="numeric"
                          aria-label={t('grid.cellLabel', {
                            row: rowLabel[row],
                            month: monthName(column),
                          })}
                          value={values[row]}
                          onChange={(event) =>
                            setBirths((current) =>
                              current.map((entry, index) =>
                                index === column ? { ...entry, [row]: event.target.value } : entry,
                              ),
                            )
                          }
                          className={cellClass}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        </fieldset>
        <fieldset className="space-y-2" disabled={locked}>
          <legend className="font-semibold text-slate-900">{t('cases.bandsTitle')}</legend>
          <p className="max-w-3xl text-slate-700">{t('cases.bandsIntro')}</p>
          <div className="flex flex-wrap gap-3" data-testid="case-births-by-age">
            {maternalAgeBands.map((band) => (
              <label key={band} className="flex flex-col text-sm text-slate-700">
                {bandName(band)}
                <input
                  type="text"
                  inputMode="numeric"
                  value={bands[band]}
                  onChange={(event) =>
                    setBands((current) => ({ ...current, [band]: event.target.value }))
                  }
                  className={`${cellClass} mt-1`}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3" disabled={locked}>
          <legend className="sr-only">{t('cases.uploadTitle')}</legend>
          <FileField
            id="case-upload-file"
            name="file"
            label={t('upload.file')}
            accept={SPREADSHEET_ACCEPT}
            required
          />
          <div className="flex items-center gap-2">
            <input
              id="case-upload-draft"
              name="draft"
              type="checkbox"
              value="1"
              className="size-4"
            />
            <label htmlFor="case-upload-draft" className="text-slate-800">
              {t('upload.asDraft')}
            </label>
          </div>
          <button type="submit" className="btn-primary" disabled={busy || locked}>
            {busy ? t('grid.saving') : t('cases.submit')}
          </button>
        </fieldset>
      </form>
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {outcome?.kind === 'saved' && (
          <div className="space-y-3">
            <p role="status" className="rounded-md border-2 border-green-700 bg-green-50 p-3">
              {t('cases.done')}
              {outcome.resubmission && <> {t('resubmission.saved')}</>}
            </p>
            {outcome.warnings.length > 0 && (
              <section
                aria-labelledby="case-warnings-title"
                data-testid="case-upload-warnings"
                className="rounded-md border-2 border-amber-600 bg-amber-50 p-3"
              >
                <h3 id="case-warnings-title" className="font-semibold">
                  {t('cases.warningsTitle', { count: outcome.warnings.length })}
                </h3>
                <p className="text-sm text-slate-800">{t('cases.warningsIntro')}</p>
                <ul className="mt-2 list-disc space-y-1 pl-6">
                  {outcome.warnings.map((warning) => (
                    <li key={warning.key}>
                      {warning.line !== undefined && warning.column
                        ? t('cases.warningAt', {
                            line: warning.line,
                            column: warning.column,
                            message: warning.message,
                          })
                        : warning.message}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-800">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === 'errors' && (
          <div role="alert" className="space-y-2 rounded-md border-2 border-red-700 bg-red-50 p-3">
            <p className="font-semibold text-red-800">
              {t('upload.problems', {
                count: outcome.errors.filter((error) => error.severity !== 'warning').length,
              })}
            </p>
            <ScrollFrame {...scroll}>
              <table
                className="w-full border-collapse text-left text-sm"
                data-testid="case-upload-errors"
              >
                <thead>
                  <tr>
                    {(
                      ['upload.line', 'upload.column', 'cases.severity', 'upload.reason'] as const
                    ).map((key) => (
                      <th key={key} scope="col" className="border-b border-red-300 px-2 py-1">
                        {t(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {outcome.errors.map((error, index) => (
                    <tr key={index} className="align-top text-red-900">
                      <td className="px-2 py-1 tabular-nums">{error.line ?? '—'}</td>
                      <td className="px-2 py-1">{placeOf(error)}</td>
                      <td className="px-2 py-1">
                        {error.severity === 'warning' ? t('cases.warning') : t('cases.error')}
                      </td>
                      <td className="px-2 py-1">{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollFrame>
          </div>
        )}
      </div>
    </div>
  )
}
