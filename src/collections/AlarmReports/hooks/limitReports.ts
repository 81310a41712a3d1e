import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { userIsAdmin } from '@/access'

/** Reports one member may send the office in an hour: far above a real week, far below a flood. */
export const REPORTS_PER_HOUR = 10

/** Counted in the database, so the limit holds across instances. */
export const limitReports: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || userIsAdmin(req.user)) return data
  const { totalDocs } = await req.payload.count({
    collection: 'alarm-reports',
    where: {
      and: [
        { reporter: { equals: req.user.id } },
        { createdAt: { greater_than: new Date(Date.now() - 60 * 60 * 1000).toISOString() } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= REPORTS_PER_HOUR) {
    const t = surveillanceTranslator(req.i18n?.language)
    throw new APIError(
      t('issues.tooManyReports', { max: REPORTS_PER_HOUR }),
      429,
      { code: 'tooManyReports' },
      true,
    )
  }
  return data
}
