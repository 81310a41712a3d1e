import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { env } from '@/env'
import { isAdmin, isLoggedIn } from '@/access'
import { monitoringSignalReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { documentMimeTypes } from '@/lib/mimeTypes'
import { missingFileNotFound } from '@/hooks/missingFileNotFound'
import { auditDownload } from '@/hooks/audit'
import { tr } from '@/i18n/locales'
import { groups } from '../groups'
import { attachToReadableSignal } from './hooks/attachToReadableSignal'
import { auditAttachment } from './hooks/auditAttachment'

/**
 * A document the office or the signal's registry attached to a monitoring signal's follow-up (a
 * chart review, a corrected file, a report): office documents within the site's upload size
 * limit. Read, like the signal, by the office and the registry's members only; added by either
 * (the registry is the signal's, set by the server); removed by the office.
 */
export const SignalAttachments: CollectionConfig = withBoundedReads({
  slug: 'signal-attachments',
  labels: {
    singular: tr('Anexo de sinal', 'Adjunto de señal', 'Signal attachment'),
    plural: tr('Anexos de sinais', 'Adjuntos de señales', 'Signal attachments'),
  },
  admin: { group: groups.data, useAsTitle: 'filename', defaultColumns: ['filename', 'signal'] },
  access: {
    read: readAccess(monitoringSignalReads),
    create: isLoggedIn,
    update: isAdmin,
    delete: isAdmin,
  },
  upload: {
    staticDir: path.resolve(env.dataDir(), 'signal-attachments'),
    handlers: [auditDownload, missingFileNotFound],
    mimeTypes: documentMimeTypes,
  },
  hooks: { beforeValidate: [attachToReadableSignal], afterChange: [auditAttachment] },
  fields: [
    {
      name: 'signal',
      type: 'relationship',
      relationTo: 'monitoring-signals',
      required: true,
      index: true,
      label: tr('Sinal', 'Señal', 'Signal'),
    },
    {
      name: 'registry',
      type: 'relationship',
      relationTo: 'member-registries',
      index: true,
      label: tr('Registro', 'Registro', 'Registry'),
      admin: { readOnly: true },
    },
    {
      name: 'description',
      type: 'text',
      maxLength: 300,
      label: tr('Descrição', 'Descripción', 'Description'),
    },
  ],
})
