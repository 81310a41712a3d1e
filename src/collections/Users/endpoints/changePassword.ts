import type { Endpoint } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { accountError, accountTranslator } from '@/lib/apiKeys/accountText'
import { matchesStoredPassword } from '@/lib/auth/passwordCheck'
import { requestLanguage, signedInWithSession } from '@/collections/ApiKeys/endpoints/sessionOnly'
import { PASSWORD_CHANGE_FLOW } from '../hooks/guardAccountWrites'

export const MIN_PASSWORD_LENGTH = 8

/**
 * POST /api/users/change-password { currentPassword, newPassword } — a signed-in user changes
 * their own password, giving the current one (someone at an unattended, signed-in screen
 * cannot). Other sessions stay signed in; this one too.
 */
export const changePasswordEndpoint: Endpoint = {
  path: '/change-password',
  method: 'post',
  handler: async (req) => {
    const t = accountTranslator(requestLanguage(req))
    const user = signedInWithSession(req)
    if (!user) return accountError(401, 'sessionRequired', t('apiKeys.sessionRequired'))
    const body = (await req.json?.().catch(() => null)) as Record<string, unknown> | null
    const current = typeof body?.currentPassword === 'string' ? body.currentPassword : ''
    const next = typeof body?.newPassword === 'string' ? body.newPassword : ''
    if (next.length < MIN_PASSWORD_LENGTH)
      return accountError(
        400,
        'tooShort',
        t('password.tooShort', { min: MIN_PASSWORD_LENGTH }),
        'newPassword',
      )
    const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
      req,
    })
    if (!stored || !(await matchesStoredPassword(current, stored)))
      return accountError(400, 'wrongCurrent', t('password.wrongCurrent'), 'currentPassword')
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: next },
      depth: 0,
      overrideAccess: true,
      // The one update allowed to carry a password (hooks/guardAccountWrites).
      context: { [PASSWORD_CHANGE_FLOW]: true },
      req,
    })
    await recordAuditEvent(req, {
      action: 'passwordChanged',
      document: { collection: 'users', id: user.id },
    })
    return Response.json({ ok: true })
  },
}
