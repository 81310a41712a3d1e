import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { anyone, isAdmin } from '@/access'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { documentMimeTypes } from '@/lib/mimeTypes'

/** Public files: images and documents of meetings, webinars and accumulated data. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: tr('Arquivo público', 'Archivo público', 'Public file'),
    plural: tr('Arquivos públicos', 'Archivos públicos', 'Public files'),
  },
  admin: { group: groups.files, useAsTitle: 'filename', listSearchableFields: ['filename', 'alt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.resolve(process.env.DATA_DIR || 'data', 'media'),
    mimeTypes: ['image/*', ...documentMimeTypes],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: tr('Texto alternativo', 'Texto alternativo', 'Alternative text'),
    },
  ],
}
