import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { env } from '@/env'
import { isAdmin } from '@/access'
import { submissionReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { missingFileNotFound } from '@/hooks/missingFileNotFound'
import { auditDownload } from '@/hooks/audit'

/**
 * The original file a registry uploaded with its monthly counts (CSV or XLSX),
 * kept beside the submission. Read by admins and by members of that registry only;
 * written by the submissions upload, never directly.
 */
export const SubmissionFiles: CollectionConfig = withBoundedReads({
  slug: 'submission-files',
  labels: {
    singular: tr('Arquivo de envio', 'Archivo de envío', 'Submission file'),
    plural: tr('Arquivos de envio', 'Archivos de envío', 'Submission files'),
  },
  admin: { group: groups.data, useAsTitle: 'filename', hidden: true },
  access: { read: readAccess(submissionReads), create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.resolve(env.dataDir(), 'submission-files'),
    handlers: [auditDownload, missingFileNotFound],
    mimeTypes: [
      'text/csv',
      'text/plain',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  },
  fields: [
    {
      name: 'registry',
      type: 'relationship',
      relationTo: 'member-registries',
      required: true,
      index: true,
      label: tr('Registro', 'Registro', 'Registry'),
    },
  ],
})
