import { publishRelease } from '@/lib/surveillance/releases/publishRelease'
import { refusal, surveillanceEndpoint } from './boundary'

/** A unique index refusing the release number: another release was published at the same time. */
const isDuplicate = (error: unknown) =>
  /unique|duplicate/i.test(error instanceof Error ? `${error.message} ${String(error.cause)}` : '')

/**
 * POST /api/surveillance/releases (admins) — publishes the public figures as they stand: a new
 * frozen release, whose suppression accounts for every earlier one, read by visitors from now on.
 * 201 { id, number, publishedAt, suppressionThreshold }; 409 when another release was being
 * published at the same moment (nothing written).
 */
export const publishReleaseEndpoint = surveillanceEndpoint({
  path: '/surveillance/releases',
  method: 'post',
  access: 'admin',
  handler: async ({ req, t }) => {
    try {
      const release = await publishRelease(req)
      return Response.json(
        {
          id: release.id,
          number: release.number,
          publishedAt: release.publishedAt,
          suppressionThreshold: release.suppressionThreshold,
        },
        { status: 201 },
      )
    } catch (error) {
      if (isDuplicate(error))
        return refusal(409, 'releaseInProgress', t('issues.releaseInProgress'))
      throw error
    }
  },
})
