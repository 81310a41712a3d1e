import type { ReactNode } from 'react'
import type { SubmissionSummary } from '@/components/surveillance/submissions/types'
import { ReviewActions } from './ReviewActions'
import type { SubmissionsT } from './submissionsText'

export interface OpenSubmission extends SubmissionSummary {
  warnings: string[]
  /** A new version of an accepted semester, whose accepted numbers stay until it is accepted. */
  resubmission: boolean
  submittedBy: string | null
  submittedAt: string | null
  reviewedBy: string | null
  reviewedAt: string | null
}

/** One submission opened from the grid: who sent it, its warnings, its numbers, the review. */
export function SubmissionDetails({
  submission,
  t,
  locale,
  closeHref,
  table,
}: {
  submission: OpenSubmission
  t: SubmissionsT
  locale: string
  closeHref: string
  table: ReactNode
}) {
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(value))
  const period = t('period.semesterShort', {
    year: String(submission.year),
    semester: String(submission.semester),
  })
  return (
    <section
      id="submission"
      aria-labelledby="submission-title"
      style={{
        marginTop: 'calc(var(--base) * 2)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <h2 id="submission-title">
        {t('admin.submission', { registry: submission.registry.label, period })}
      </h2>
      <p>{t('admin.statusLine', { status: t(`status.${submission.status}`) })}</p>
      {submission.resubmission && (
        <p data-testid="resubmission" style={{ fontWeight: 600 }}>
          {t('resubmission.office')}
        </p>
      )}
      {submission.submittedAt && (
        <p>
          {t('admin.submittedBy', {
            name: submission.submittedBy ?? '—',
            date: date(submission.submittedAt),
          })}
        </p>
      )}
      {submission.reviewedAt && (
        <p>
          {t('admin.reviewedBy', {
            name: submission.reviewedBy ?? '—',
            date: date(submission.reviewedAt),
          })}
        </p>
      )}
      {submission.comment && (
        <p style={{ whiteSpace: 'pre-line' }}>
          {t('admin.officeComment', { comment: submission.comment })}
        </p>
      )}
      <h3>{t('admin.warnings')}</h3>
      {submission.warnings.length ? (
        <ul data-testid="submission-warnings" style={{ paddingLeft: '1.25rem' }}>
          {submission.warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.noWarnings')}</p>
      )}
      <div style={{ overflowX: 'auto', margin: 'var(--base) 0' }}>{table}</div>
      <ReviewActions id={submission.id} reviewable={submission.status === 'submitted'} />
      <p>
        <a href={closeHref}>{t('admin.close')}</a>
      </p>
    </section>
  )
}
