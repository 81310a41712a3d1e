import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { Logo } from '@/components/admin/Logo'
import { AdminLoginForm } from './AdminLoginForm'

/**
 * The admin panel's sign-in (Payload's `admin.components.views.login`): Payload's own form
 * cannot ask for the second factor, so this one asks for email and password and then, for an
 * account that has one (or an admin who must set one up), the authenticator app's code.
 */
export function AdminLoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const redirectTo = getSafeRedirect({
    fallbackTo: admin,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <Logo i18n={req.i18n} />
      </div>
      <AdminLoginForm
        apiRoute={req.payload.config.routes.api}
        redirectTo={redirectTo}
        forgotPath={`${admin}/forgot`}
        language={req.i18n.language}
      />
    </>
  )
}
