import type { ServerProps } from 'payload'
import { userIsAdmin } from '@/access'
import { countWaitingForReview } from '@/lib/surveillance/data/waitingForReview'
import { STATUS_VIEW_PATH } from '@/lib/surveillance/submissions/statusViewPath'
import { submissionsTranslator } from './submissionsText'

/**
 * A link to the office's submissions view in the admin panel's navigation, for admins, with the
 * number of submissions waiting for review (read when the panel renders a page).
 */
export async function SubmissionsNavLink({ i18n, payload, user }: ServerProps) {
  if (!userIsAdmin(user as never)) return null
  const { t } = submissionsTranslator(i18n.language)
  const waiting = await countWaitingForReview(payload)
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${STATUS_VIEW_PATH}`}>
      <span className="nav__link-label">{t('admin.nav')}</span>
      {waiting > 0 && (
        <span
          data-testid="waiting-count"
          title={t('admin.waiting', { count: waiting })}
          style={{
            marginLeft: '0.5rem',
            minWidth: '1.5rem',
            padding: '0 0.4rem',
            borderRadius: '999px',
            background: 'var(--theme-warning-600, #b45309)',
            color: '#fff',
            fontWeight: 700,
            textAlign: 'center',
          }}
        >
          <span aria-hidden="true">{waiting}</span>
          <span
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            }}
          >
            {t('admin.waiting', { count: waiting })}
          </span>
        </span>
      )}
    </a>
  )
}
