import type { ReactNode } from 'react'
import type { OpenSubmission } from '@/lib/surveillance/submissions/openSubmission'
import { ReviewActions } from './ReviewActions'
import { RollbackAction } from './RollbackAction'
import { SubmissionVersions } from './SubmissionVersions'
import type { SubmissionsT } from './submissionsText'

/** One submission opened from the grid: who sent it, its warnings, its numbers, the review. */
export function SubmissionDetails({
  submission,
  t,
  locale,
  closeHref,
  versionHref,
  table,
  acceptedTable,
}: {
  submission: OpenSubmission
  t: SubmissionsT
  locale: string
  closeHref: string
  /** The review screen of another version of the semester. */
  versionHref: (id: number | string) => string
  table: ReactNode
  /** The accepted version beside the new one, for a resubmission. */
  acceptedTable?: ReactNode
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
  // A mistaken acceptance goes back to the latest version accepted before it.
  const previous =
    submission.status === 'accepted'
      ? submission.versions.find(
          (item) => item.status === 'superseded' && item.version < submission.version,
        )
      : undefined
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
      <p>{t('admin.versionNumber', { version: String(submission.version) })}</p>
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
      {submission.definitionVersions && (
        <>
          <h3>{t('admin.definitionVersions')}</h3>
          <ul data-testid="definition-versions" style={{ paddingLeft: '1.25rem' }}>
            {submission.definitionVersions.map(({ malformation, version }) => (
              <li key={`${malformation}:${version}`}>
                {t('admin.definitionVersion', { number: String(malformation), version })}
              </li>
            ))}
          </ul>
        </>
      )}
      {submission.caseRecords !== null && (
        <p data-testid="case-records-note">
          {t('admin.caseRecordsNote', { count: submission.caseRecords })}{' '}
          <a
            href={`/api/surveillance/case-records?${new URLSearchParams({
              registry: submission.registry.code,
              year: String(submission.year),
              semester: String(submission.semester),
              version: String(submission.version),
              format: 'csv',
              language: locale,
            })}`}
            download
          >
            {t('admin.caseRecordsDownload')}
          </a>
        </p>
      )}
      <h3>{t('admin.warnings')}</h3>
      {submission.warnings.length ? (
        <ul data-testid="submission-warnings" style={{ paddingLeft: '1.25rem' }}>
          {submission.warnings.map((warning, index) => (
            <li key={index} style={{ marginBottom: 'calc(var(--base) / 2)' }}>
              {warning.message}
              <br />
              <em data-testid="warning-explanation">
                {warning.explanation
                  ? t('admin.explanation', { explanation: warning.explanation })
                  : t('admin.noExplanation')}
              </em>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.noWarnings')}</p>
      )}
      {acceptedTable ? (
        <>
          <p data-testid="changed-count">
            {t('admin.changedCount', { count: submission.changed.length })}
          </p>
          <div
            data-testid="side-by-side"
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 'var(--base)',
              margin: 'var(--base) 0',
            }}
          >
            <div style={{ overflowX: 'auto', flex: '1 1 28rem' }}>{acceptedTable}</div>
            <div style={{ overflowX: 'auto', flex: '1 1 28rem' }}>{table}</div>
          </div>
        </>
      ) : (
        <div style={{ overflowX: 'auto', margin: 'var(--base) 0' }}>{table}</div>
      )}
      <ReviewActions id={submission.id} reviewable={submission.status === 'submitted'} />
      {previous && <RollbackAction id={submission.id} previousVersion={previous.version} />}
      {submission.versions.length > 1 && (
        <SubmissionVersions
          versions={submission.versions}
          openId={submission.id}
          caption={t('admin.versionsCaption', { registry: submission.registry.label, period })}
          t={t}
          date={date}
          href={versionHref}
        />
      )}
      <p>
        <a href={closeHref}>{t('admin.close')}</a>
      </p>
    </section>
  )
}
