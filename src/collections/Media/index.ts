import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { anyone, isAdmin } from '@/access'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { env } from '@/env'
import { documentMimeTypes } from '@/lib/mimeTypes'
import { missingFileNotFound } from '@/hooks/missingFileNotFound'

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
    staticDir: path.resolve(env.dataDir(), 'media'),
    handlers: [missingFileNotFound],
    mimeTypes: ['image/*', ...documentMimeTypes],
    // Cards and lists show a smaller copy than the original upload.
    imageSizes: [
      { name: 'card', width: 640, withoutEnlargement: true },
      { name: 'thumbnail', width: 240, withoutEnlargement: true },
    ],
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
