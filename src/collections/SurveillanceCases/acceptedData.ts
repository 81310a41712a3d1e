import type { CollectionConfig, Field } from 'payload'
import { tr } from '@/i18n/locales'
import { expireTags } from '@/lib/cache/memo'
import { acceptedDataTags } from '@/lib/cacheTags'

/** Accepted data changes only through the office's acceptance (server code), never by a request. */
export const noDirectWrites = {
  create: () => false,
  update: () => false,
  delete: () => false,
}

const expireAccepted = () => expireTags(acceptedDataTags)

/**
 * The alarm test keeps sums of accepted rows in Next.js's cache: a row written through Payload
 * (rather than the acceptance's batch write, which expires them itself) expires them too.
 */
export const acceptedDataHooks: CollectionConfig['hooks'] = {
  afterChange: [expireAccepted],
  afterDelete: [expireAccepted],
}

/** Fields every accepted-data row has: where it belongs, and where it came from. */
export const acceptedDataFields: { head: Field[]; tail: Field[] } = {
  head: [
    {
      name: 'registry',
      type: 'relationship',
      relationTo: 'member-registries',
      required: true,
      index: true,
      admin: { readOnly: true },
      label: tr('Registro', 'Registro', 'Registry'),
    },
  ],
  tail: [
    {
      name: 'month',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'YYYY-MM' },
      label: tr('Mês', 'Mes', 'Month'),
    },
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'data-submissions',
      // A submission holds a whole semester: a page of rows never carries it, only its id.
      maxDepth: 0,
      admin: { readOnly: true },
      label: tr('Envio', 'Envío', 'Submission'),
    },
    {
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
      label: tr('Dados de demonstração', 'Datos de demostración', 'Demonstration data'),
    },
  ],
}
