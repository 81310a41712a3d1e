import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { isAdmin, isLoggedIn } from '@/access'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { env } from '@/env'
import { documentMimeTypes } from '@/lib/mimeTypes'
import { missingFileNotFound } from '@/hooks/missingFileNotFound'
import { auditDownload } from '@/hooks/audit'

/**
 * Members-only files (manuals, forms, official documents). Payload checks the
 * read access below on every file URL, so a direct link needs a session too.
 */
export const MemberFiles: CollectionConfig = {
  slug: 'member-files',
  labels: {
    singular: tr('Arquivo de membros', 'Archivo de miembros', 'Members file'),
    plural: tr('Arquivos de membros', 'Archivos de miembros', 'Members files'),
  },
  admin: {
    group: groups.files,
    useAsTitle: 'filename',
    listSearchableFields: ['filename', 'title'],
  },
  access: { read: isLoggedIn, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.resolve(env.dataDir(), 'member-files'),
    handlers: [auditDownload, missingFileNotFound],
    mimeTypes: documentMimeTypes,
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: tr('Título', 'Título', 'Title') },
  ],
}
