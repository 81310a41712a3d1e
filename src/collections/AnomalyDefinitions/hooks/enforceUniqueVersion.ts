import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { relationId } from '@/lib/relationId'

const versionTaken = tr(
  'Esta anomalia já tem uma versão com este nome.',
  'Esta anomalía ya tiene una versión con este nombre.',
  'This anomaly already has a version with this name.',
)
const dateTaken = tr(
  'Esta anomalia já tem uma versão que começa nesta data.',
  'Esta anomalía ya tiene una versión que empieza en esta fecha.',
  'This anomaly already has a version starting on this date.',
)

/**
 * One version per name and per first day for each anomaly (two versions starting on one day
 * would leave the one in force undecided). Checked here to give a translated message on the
 * field; the compound unique indexes are the backstop.
 */
export const enforceUniqueVersion: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const malformation = relationId(data.malformation ?? originalDoc?.malformation)
  if (malformation === null) return data
  const checks = [
    { path: 'version', value: data.version ?? originalDoc?.version, message: versionTaken },
    { path: 'validFrom', value: data.validFrom ?? originalDoc?.validFrom, message: dateTaken },
  ]
  for (const { path, value, message } of checks) {
    if (!value) continue
    const { totalDocs } = await req.payload.count({
      collection: 'anomaly-definitions',
      where: {
        and: [
          { malformation: { equals: malformation } },
          { [path]: { equals: value } },
          ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0)
      throw new ValidationError({
        collection: 'anomaly-definitions',
        errors: [{ path, message: pick(message, req.i18n?.language) }],
        req,
      })
  }
  return data
}
