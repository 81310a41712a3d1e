import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { isAdminField, isLoggedIn, ownerOrAdmin } from '@/access'
import { savedQueryReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { tr } from '@/i18n/locales'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { normaliseSavedQuery, SAVED_QUERY_NAME_MAX } from '@/lib/surveillance/tables/savedQuery'
import { groups } from '../groups'
import { assignOwner } from './hooks/assignOwner'
import { normaliseQuery } from './hooks/normaliseQuery'

/** The query must be one the database query page can run. */
const validQuery: TextFieldSingleValidation = (value, { req }) => {
  if (typeof value !== 'string' || value.trim() === '') return true // `required` answers
  const normalised = normaliseSavedQuery(value)
  if (normalised.ok) return true
  const t = surveillanceTranslator(req.i18n?.language)
  return normalised.issues.map((issue) => `${issue.field}: ${issueText(t, issue)}`).join(' ')
}

/**
 * A member's named query of the database query page (registries, anomalies,
 * months and grouping, as its address gives them). Each member reads and
 * changes only their own; admins all of them.
 */
export const SavedQueries: CollectionConfig = withBoundedReads({
  slug: 'saved-queries',
  labels: {
    singular: tr('Consulta salva', 'Consulta guardada', 'Saved query'),
    plural: tr('Consultas salvas', 'Consultas guardadas', 'Saved queries'),
  },
  admin: {
    group: groups.members,
    useAsTitle: 'name',
    defaultColumns: ['name', 'owner', 'updatedAt'],
    listSearchableFields: ['name'],
    description: tr(
      'Consultas à base de dados que os membros salvaram na página da consulta.',
      'Consultas a la base de datos que los miembros guardaron en la página de la consulta.',
      'Database queries members saved from the query page.',
    ),
  },
  defaultSort: 'name',
  access: {
    read: readAccess(savedQueryReads),
    create: isLoggedIn,
    update: ownerOrAdmin,
    delete: ownerOrAdmin,
  },
  indexes: [{ fields: ['owner', 'name'], unique: true }],
  hooks: { beforeValidate: [assignOwner], beforeChange: [normaliseQuery] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: SAVED_QUERY_NAME_MAX,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    {
      name: 'query',
      type: 'text',
      required: true,
      maxLength: 2000,
      validate: validQuery,
      label: tr('Consulta', 'Consulta', 'Query'),
      admin: {
        description: tr(
          'Como no endereço da página: malformation=3&registry=network&from=2020-01&to=2025-12&groupBy=year',
          'Como en la dirección de la página: malformation=3&registry=network&from=2020-01&to=2025-12&groupBy=year',
          "As in the page's address: malformation=3&registry=network&from=2020-01&to=2025-12&groupBy=year",
        ),
      },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: tr('Dono', 'Propietario', 'Owner'),
      // Only an admin names another owner; a member's attempt is dropped on the server.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
})
