import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { userIsAdmin } from '@/access'
import { SubmissionTable } from '@/components/surveillance/submissions/SubmissionTable'
import { SubmissionDetails } from './SubmissionDetails'
import { RemindButton } from './RemindButton'
import { loadStatusGrid } from '@/lib/surveillance/data/submissionStatusGrid'
import { cellFor, needsReminder, type CellStatus } from '@/lib/surveillance/submissions/statusGrid'
import { STATUS_VIEW_PATH } from '@/lib/surveillance/submissions/statusViewPath'
import { submissionsTranslator } from './submissionsText'

const tone: Record<CellStatus, { background: string; border: string }> = {
  missing: { background: 'transparent', border: 'var(--theme-elevation-300)' },
  draft: { background: 'var(--theme-elevation-50)', border: 'var(--theme-elevation-400)' },
  submitted: { background: 'var(--theme-warning-100)', border: 'var(--theme-warning-600)' },
  accepted: { background: 'var(--theme-success-100)', border: 'var(--theme-success-600)' },
  returned: { background: 'var(--theme-error-100)', border: 'var(--theme-error-600)' },
  // Never a cell's status (cellFor skips earlier versions); listed in the versions table.
  superseded: { background: 'transparent', border: 'var(--theme-elevation-300)' },
  rolledBack: { background: 'transparent', border: 'var(--theme-elevation-300)' },
}

/**
 * The office's view of every registry × semester: status at a glance, one
 * click to a submission's warnings and review, reminders for the missing.
 * A custom view is reachable without the panel's own access check, so the
 * admin role is checked here.
 */
export async function SubmissionsStatusView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login`)
  const { t, locale: language } = submissionsTranslator(req.i18n.language)
  if (!userIsAdmin(req.user))
    return (
      <Gutter>
        <p role="alert">{t('admin.forbidden')}</p>
      </Gutter>
    )

  const openId = typeof searchParams?.open === 'string' ? searchParams.open : null
  const grid = await loadStatusGrid(req.payload, language, openId)
  const latest = grid.lastEnded
  const periodLabel = (p: { year: number; semester: number }) =>
    t('period.semesterShort', { year: String(p.year), semester: String(p.semester) })
  const missing = grid.registries.filter((registry) =>
    needsReminder(cellFor(grid.stored, registry.code, latest).status),
  ).length
  const tableText = {
    caption: '',
    rowHeader: t('grid.rowHeader'),
    liveBirths: t('grid.liveBirths'),
    stillbirths: t('grid.stillbirths'),
    malformation: (m: { number: number; name: string }) =>
      t('grid.malformation', { number: String(m.number), name: m.name }),
    notAvailable: t('notAvailable'),
    notAvailableLabel: t('notAvailableLabel'),
    changedLabel: t('admin.changed'),
    totals: {
      total: t('grid.total'),
      birthsTotal: t('grid.birthsTotal'),
      casesTotal: t('grid.casesTotal'),
      withBlanks: (total: string, count: number) => t('grid.totalWithBlanks', { total, count }),
    },
  }
  const href = (id: number | string) => `${adminRoute}${STATUS_VIEW_PATH}?open=${id}#submission`
  const labelOf = (code: string) =>
    grid.registries.find((registry) => registry.code === code)?.label ?? code

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{t('admin.title')}</h1>
        <p style={{ maxWidth: '75ch' }}>{t('admin.intro')}</p>
        {grid.waiting.length > 0 && (
          // What the navigation's count announces, each one a link to its review.
          <section aria-labelledby="waiting-title" data-testid="waiting-list">
            <h2 id="waiting-title">{t('admin.waiting', { count: grid.waiting.length })}</h2>
            <ul>
              {grid.waiting.map((item) => (
                <li key={item.id}>
                  <a href={href(item.id)}>
                    {t('admin.openLabel', {
                      registry: labelOf(item.registryCode),
                      period: periodLabel(item),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <RemindButton year={latest.year} semester={latest.semester} missing={missing} />
        <div style={{ overflowX: 'auto', marginTop: 'var(--base)' }}>
          <table style={{ borderCollapse: 'collapse', minWidth: '40rem' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.5rem 0' }}>
              {t('admin.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" style={cellStyle}>
                  {t('admin.registry')}
                </th>
                {grid.semesters.map((period) => (
                  <th key={periodLabel(period)} scope="col" style={cellStyle}>
                    {periodLabel(period)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.registries.map((registry) => (
                <tr key={registry.code}>
                  <th scope="row" style={{ ...cellStyle, textAlign: 'left' }}>
                    {registry.label}
                  </th>
                  {grid.semesters.map((period) => {
                    const cell = cellFor(grid.stored, registry.code, period)
                    const text = t(`status.${cell.status}`)
                    return (
                      <td
                        key={periodLabel(period)}
                        data-status={cell.status}
                        style={{
                          ...cellStyle,
                          background: tone[cell.status].background,
                          borderLeft: `4px solid ${tone[cell.status].border}`,
                        }}
                      >
                        {cell.id === null ? (
                          text
                        ) : (
                          <a
                            href={href(cell.id)}
                            aria-label={`${text}: ${t('admin.openLabel', {
                              registry: registry.label,
                              period: periodLabel(period),
                            })}`}
                          >
                            {text}
                          </a>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {grid.open && (
          <SubmissionDetails
            submission={grid.open}
            t={t}
            locale={language}
            closeHref={`${adminRoute}${STATUS_VIEW_PATH}`}
            versionHref={href}
            table={
              <SubmissionTable
                year={grid.open.year}
                semester={grid.open.semester}
                numbers={grid.open}
                malformations={grid.malformations}
                locale={language}
                cellStyle={{ ...cellStyle, textAlign: 'right' }}
                changed={new Set(grid.open.changed)}
                text={{
                  ...tableText,
                  caption: grid.open.accepted ? t('admin.newVersion') : t('admin.data'),
                }}
              />
            }
            acceptedTable={
              grid.open.accepted && (
                <SubmissionTable
                  year={grid.open.year}
                  semester={grid.open.semester}
                  numbers={grid.open.accepted}
                  malformations={grid.malformations}
                  locale={language}
                  cellStyle={{ ...cellStyle, textAlign: 'right' }}
                  text={{ ...tableText, caption: t('admin.acceptedVersion') }}
                />
              )
            }
          />
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

const cellStyle = {
  padding: '0.4rem 0.6rem',
  border: '1px solid var(--theme-elevation-150)',
  whiteSpace: 'nowrap',
} as const
