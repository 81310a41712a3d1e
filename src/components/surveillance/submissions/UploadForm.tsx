'use client'

import { useTranslations } from 'next-intl'
import { SUBMISSIONS_UPLOAD_API } from './submissionsApi'
import { useFileUpload } from './useFileUpload'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { FileField } from '@/components/site/forms/FileField'
import { SPREADSHEET_ACCEPT } from '@/components/site/forms/spreadsheetAccept'
import { SUBMISSION_FILE_MAX_MB } from '@/lib/surveillance/submissions/uploadLimits'

/**
 * Upload of the filled template. The server reads registry, year and semester
 * from the file and stores all of it or nothing; its problems are listed with
 * line, column and reason.
 */
export function UploadForm() {
  const t = useTranslations('submissions')
  const tc = useTranslations('common')
  const scroll = { hint: tc('scrollHint'), label: tc('scrollRegion') }
  const { busy, outcome, statusRef, submit } = useFileUpload({
    api: SUBMISSIONS_UPLOAD_API,
    maxMb: SUBMISSION_FILE_MAX_MB,
    saved: () => ({}),
  })

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-3" aria-describedby="upload-intro">
        <FileField
          id="upload-file"
          name="file"
          label={t('upload.file')}
          accept={SPREADSHEET_ACCEPT}
          required
        />
        <div className="flex items-center gap-2">
          <input id="upload-draft" name="draft" type="checkbox" value="1" className="size-4" />
          <label htmlFor="upload-draft" className="text-slate-800">
            {t('upload.asDraft')}
          </label>
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('grid.saving') : t('upload.submit')}
        </button>
      </form>
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {outcome?.kind === 'saved' && (
          <p role="status" className="rounded-md border-2 border-green-700 bg-green-50 p-3">
            {t('upload.done')}
            {outcome.resubmission && <> {t('resubmission.saved')}</>}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-800">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === 'errors' && (
          <div role="alert" className="space-y-2 rounded-md border-2 border-red-700 bg-red-50 p-3">
            <p className="font-semibold text-red-800">
              {t('upload.problems', { count: outcome.errors.length })}
            </p>
            <ScrollFrame {...scroll}>
              <table
                className="w-full border-collapse text-left text-sm"
                data-testid="upload-errors"
              >
                <thead>
                  <tr>
                    <th scope="col" className="border-b border-red-300 px-2 py-1">
                      {t('upload.line')}
                    </th>
                    <th scope="col" className="border-b border-red-300 px-2 py-1">
                      {t('upload.column')}
                    </th>
                    <th scope="col" className="border-b border-red-300 px-2 py-1">
                      {t('upload.reason')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.errors.map((error, index) => (
                    <tr key={index} className="align-top text-red-900">
                      <td className="px-2 py-1 tabular-nums">{error.line ?? '—'}</td>
                      <td className="px-2 py-1">{error.column ?? error.field ?? '—'}</td>
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
