import type { ServerProps } from 'payload'
import { userIsAdmin } from '@/access'
import { STATUS_VIEW_PATH } from './statusViewPath'
import { submissionsTranslator } from './submissionsText'

/** A link to the office's submissions view in the admin panel's navigation, for admins. */
export function SubmissionsNavLink({ i18n, payload, user }: ServerProps) {
  if (!userIsAdmin(user as never)) return null
  const { t } = submissionsTranslator(i18n.language)
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${STATUS_VIEW_PATH}`}>
      <span className="nav__link-label">{t('admin.nav')}</span>
    </a>
  )
}
