import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { env } from '@/env'
import { isAdmin } from '@/access'
import { publishedReportReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { locales, tr } from '@/i18n/locales'
import { missingFileNotFound } from '@/hooks/missingFileNotFound'
import { groups } from '../groups'

/**
 * A published report's PDF in one language, rendered once by the `renderPublishedReportPdf` job
 * when the report is published (or sent again) and served from here (local disk or the bucket)
 * by GET /api/surveillance/reports/semiannual.pdf: admins and the registry's members only.
 */
export const PublishedReportFiles: CollectionConfig = withBoundedReads({
  slug: 'published-report-files',
  labels: {
    singular: tr('PDF de relatório publicado', 'PDF de informe publicado', 'Published report PDF'),
    plural: tr(
      'PDFs de relatórios publicados',
      'PDFs de informes publicados',
      'Published report PDFs',
    ),
  },
  admin: { group: groups.data, useAsTitle: 'filename', hidden: true },
  access: {
    read: readAccess(publishedReportReads),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  upload: {
    staticDir: path.resolve(env.dataDir(), 'published-report-files'),
    handlers: [missingFileNotFound],
    mimeTypes: ['application/pdf'],
  },
  indexes: [{ fields: ['publication', 'locale'] }],
  fields: [
    { name: 'publication', type: 'relationship', relationTo: 'published-reports', required: true },
    {
      name: 'registry',
      type: 'relationship',
      relationTo: 'member-registries',
      required: true,
      index: true,
    },
    { name: 'year', type: 'number', required: true },
    { name: 'semester', type: 'number', required: true },
    { name: 'locale', type: 'select', options: [...locales], required: true },
    /** The job that rendered it: a job run again after a restart keeps what it already stored. */
    { name: 'job', type: 'text' },
  ],
})
