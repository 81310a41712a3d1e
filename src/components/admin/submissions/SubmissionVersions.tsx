import type { SemesterVersionItem } from '@/lib/surveillance/data/semesterVersionList'
import type { SubmissionsT } from './submissionsText'

/**
 * The versions of the opened semester, the latest first: who sent each, who accepted it and
 * when, which is in use, and which were rolled back. Each opens in the same review screen.
 */
export function SubmissionVersions({
  versions,
  openId,
  caption,
  t,
  date,
  href,
}: {
  versions: SemesterVersionItem[]
  openId: number | string
  caption: string
  t: SubmissionsT
  date: (value: string) => string
  href: (id: number | string) => string
}) {
  const byOn = (name: string | null, at: string | null) =>
    at ? t('admin.byOn', { name: name ?? '—', date: date(at) }) : '—'
  return (
    <>
      <h3>{t('admin.versionsTitle')}</h3>
      <p style={{ maxWidth: '75ch' }}>{t('admin.versionsIntro')}</p>
      <div style={{ overflowX: 'auto' }}>
        <table data-testid="submission-versions" style={{ borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.5rem 0' }}>
            {caption}
          </caption>
          <thead>
            <tr>
              {(
                [
                  'versionColumn',
                  'statusColumn',
                  'sentColumn',
                  'acceptedColumn',
                  'rolledBackColumn',
                ] as const
              ).map((key) => (
                <th key={key} scope="col" style={cellStyle}>
                  {t(`admin.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {versions.map((item) => {
              const label = t('admin.versionNumber', { version: String(item.version) })
              const status = t(`status.${item.status}`)
              return (
                <tr key={item.id} data-status={item.status}>
                  <th scope="row" style={{ ...cellStyle, textAlign: 'left' }}>
                    {String(item.id) === String(openId) ? (
                      t('admin.thisVersion', { label })
                    ) : (
                      <a
                        href={href(item.id)}
                        aria-label={t('admin.openVersion', { version: String(item.version) })}
                      >
                        {label}
                      </a>
                    )}
                  </th>
                  <td style={cellStyle}>
                    {item.status === 'accepted' ? t('admin.inUse', { status }) : status}
                  </td>
                  <td style={cellStyle}>{byOn(item.submittedBy, item.submittedAt)}</td>
                  <td style={cellStyle}>{byOn(item.acceptedBy, item.acceptedAt)}</td>
                  <td style={cellStyle}>{byOn(item.rolledBackBy, item.rolledBackAt)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}

const cellStyle = {
  padding: '0.4rem 0.6rem',
  border: '1px solid var(--theme-elevation-150)',
  whiteSpace: 'nowrap',
} as const
