import type { Endpoint } from 'payload'
import { userIsAdmin } from '@/access'

/** POST /api/users/:id/send-reset — an admin sends a member the password-reset email. */
export const sendResetEndpoint: Endpoint = {
  path: '/:id/send-reset',
  method: 'post',
  handler: async (req) => {
    if (!userIsAdmin(req.user))
      return Response.json({ message: req.t('error:unauthorized') }, { status: 403 })
    const id = req.routeParams?.id
    const user = await req.payload
      .findByID({ collection: 'users', id: String(id), depth: 0, req, overrideAccess: true })
      .catch(() => null)
    if (!user) return Response.json({ message: req.t('general:notFound') }, { status: 404 })
    await req.payload.forgotPassword({ collection: 'users', data: { email: user.email }, req })
    return Response.json({ ok: true })
  },
}
