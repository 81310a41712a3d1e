import type { PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { ReportQuery } from '../monitoring/monitoringQuery'
import { findRegistryByCode, readRegistryCodes } from './codeLists'

/**
 * The address of a published report's PDF stored by the `renderPublishedReportPdf` job, when the
 * caller may read it (the registry's members and admins: the files' own access rule), or null:
 * not published, not rendered yet, or not the caller's registry.
 */
export async function storedReportFile(
  req: PayloadRequest,
  query: ReportQuery,
  locale: Locale,
): Promise<string | null> {
  if (!req.user) return null
  const registry = findRegistryByCode(await readRegistryCodes(req.payload), query.registry)
  if (!registry) return null
  const { docs } = await req.payload.find({
    collection: 'published-report-files',
    where: {
      and: [
        { registry: { equals: registry.id } },
        { year: { equals: query.year } },
        { semester: { equals: query.semester } },
        { locale: { equals: locale } },
      ],
    },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    select: { filename: true },
    overrideAccess: false,
    user: req.user,
  })
  const filename = docs[0]?.filename
  return filename ? `/api/published-report-files/file/${encodeURIComponent(filename)}` : null
}
