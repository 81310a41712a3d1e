'use client'

import { useRef, useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { FileField } from '@/components/site/forms/FileField'
import { SUBMISSION_FILE_MAX_MB } from '@/lib/surveillance/submissions/uploadLimits'
import { CASE_FILE_MAX_MB } from '@/lib/surveillance/caseSubmissions/caseFileLimits'
import { withLocale } from '../submissions/submissionsApi'
import { EXCHANGE_API, FHIR_BUNDLE_API, formatOfFile } from './exchangeApi'

/** One line of an answer: where (a value, a FHIRPath) and what. */
type Line = { at: string; text: string }
type Outcome = { ok: boolean; message: string; lines: Line[] } | null

/** What the server answered, as lines to list: an import summary, errors or an OperationOutcome. */
async function readAnswer(response: Response, fallback: string): Promise<Outcome> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!body) return { ok: false, message: fallback, lines: [] }
  if (body.resourceType === 'OperationOutcome') {
    const issues = (body.issue as { expression?: string[]; diagnostics?: string }[]) ?? []
    return {
      ok: response.ok,
      message: response.ok ? (issues[0]?.diagnostics ?? '') : fallback,
      lines: response.ok
        ? []
        : issues.map((issue) => ({
            at: issue.expression?.[0] ?? '—',
            text: issue.diagnostics ?? '',
          })),
    }
  }
  if (response.ok) {
    const values = (body.values as { at: string; status: string; message: string }[]) ?? []
    return {
      ok: true,
      message: String(body.message ?? ''),
      lines: values
        .filter((value) => value.status !== 'imported')
        .map((value) => ({ at: value.at, text: value.message })),
    }
  }
  const errors = (body.errors as { field?: string; message: string }[]) ?? []
  return {
    ok: false,
    message: String(body.message ?? fallback),
    lines: errors.map((error) => ({ at: error.field ?? '—', text: error.message })),
  }
}

/**
 * The two uploads of the exchanges: a DHIS2 data value set (JSON) or ADX file of monthly counts,
 * made the semester's draft; and a FHIR case report bundle, made the registry's draft case
 * records. Each answer is listed value by value (or by FHIRPath).
 */
export function ExchangeUploads({ registry }: { registry: string }) {
  const t = useTranslations('submissions')
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState<'counts' | 'bundle' | null>(null)
  const [outcome, setOutcome] = useState<{ kind: 'counts' | 'bundle'; answer: Outcome } | null>(
    null,
  )
  const statusRef = useRef<HTMLDivElement>(null)

  const send = (kind: 'counts' | 'bundle') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    if (!(file instanceof File) || file.size === 0) return
    const maxMb = kind === 'counts' ? SUBMISSION_FILE_MAX_MB : CASE_FILE_MAX_MB
    if (file.size > maxMb * 1024 * 1024) {
      setOutcome({
        kind,
        answer: { ok: false, message: t('exchange.tooLarge', { max: maxMb }), lines: [] },
      })
      statusRef.current?.focus()
      return
    }
    setBusy(kind)
    setOutcome(null)
    try {
      const url =
        kind === 'counts'
          ? `${EXCHANGE_API}/${formatOfFile(file.name)}`
          : `${FHIR_BUNDLE_API}?${new URLSearchParams({ registry })}`
      const response = await fetch(withLocale(url, locale), {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type':
            kind === 'bundle' ? 'application/fhir+json' : file.type || 'application/json',
        },
        body: await file.text(),
      })
      setOutcome({ kind, answer: await readAnswer(response, t('exchange.refused')) })
      if (response.ok) router.refresh()
    } catch {
      setOutcome({ kind, answer: { ok: false, message: t('grid.generic'), lines: [] } })
    }
    setBusy(null)
    statusRef.current?.focus()
  }

  // The two uploads differ only in their words, their size limit and the files they take.
  const uploadForm = (kind: 'counts' | 'bundle', maxMb: number, accept: string) => (
    <form onSubmit={send(kind)} className="space-y-3" data-testid={`exchange-${kind}-form`}>
      <h3 className="font-semibold text-slate-900">{t(`exchange.${kind}Title`)}</h3>
      <p className="max-w-3xl text-slate-700">{t(`exchange.${kind}Intro`, { max: maxMb })}</p>
      <FileField
        id={`exchange-${kind}-file`}
        name="file"
        label={t(`exchange.${kind}File`)}
        accept={accept}
        required
      />
      <button type="submit" className="btn-primary" disabled={busy !== null}>
        {busy === kind ? t('grid.saving') : t(`exchange.${kind}Submit`)}
      </button>
    </form>
  )

  const answer = outcome?.answer
  return (
    <div className="space-y-6">
      {uploadForm('counts', SUBMISSION_FILE_MAX_MB, '.json,.xml,application/json,application/xml')}
      {uploadForm('bundle', CASE_FILE_MAX_MB, '.json,application/fhir+json,application/json')}
      <div
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className="outline-none"
        data-testid="exchange-answer"
      >
        {answer && (
          <div
            role={answer.ok ? 'status' : 'alert'}
            className={`space-y-2 rounded-md border-2 p-3 ${answer.ok ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50 text-red-900'}`}
          >
            <p className="font-semibold">{answer.message}</p>
            {answer.lines.length > 0 && (
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="px-2 py-1">
                      {t('exchange.where')}
                    </th>
                    <th scope="col" className="px-2 py-1">
                      {t('upload.reason')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.lines.map((line, index) => (
                    <tr key={index} className="align-top">
                      <td className="px-2 py-1 font-mono">{line.at}</td>
                      <td className="px-2 py-1">{line.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
