import type { Access, CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { auditActionNames, auditActions } from '@/lib/audit/actions'
import { AUDIT_SLUG } from '@/lib/audit/recordAuditEvent'
import { auditCsvEndpoint } from './endpoints/exportCsv'

/** Nobody, admins included, writes the log through REST, GraphQL or the admin panel. */
const nobody: Access = () => false

/**
 * The audit log: who did what, when, from which address, for which registry and document.
 * Append-only: entries are written by server code alone (recordAuditEvent) and leave only
 * through the retention the site settings give (deleteExpiredAuditEvents).
 */
export const AuditEvents: CollectionConfig = {
  slug: AUDIT_SLUG,
  labels: {
    singular: tr('Evento de auditoria', 'Evento de auditoría', 'Audit event'),
    plural: tr('Registro de auditoria', 'Registro de auditoría', 'Audit log'),
  },
  admin: {
    group: groups.office,
    // Who acted (the office, for a reset it asked for) beside the account concerned.
    defaultColumns: [
      'createdAt',
      'action',
      'user',
      'email',
      'address',
      'registry',
      'documentCollection',
    ],
    listSearchableFields: ['email', 'address', 'documentId', 'detail'],
    disableCopyToLocale: true,
    components: {
      beforeListTable: ['@/components/admin/AuditExportLink#AuditExportLink'],
    },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  endpoints: [auditCsvEndpoint],
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: tr('Ação', 'Acción', 'Action'),
      options: auditActionNames.map((value) => ({ value, label: auditActions[value] })),
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: tr('Usuário', 'Usuario', 'User'),
    },
    {
      // Kept when the account is deleted, and the address given for an unknown one.
      name: 'email',
      type: 'text',
      index: true,
      label: tr('E-mail', 'Correo', 'Email'),
    },
    {
      name: 'address',
      type: 'text',
      label: tr('Endereço do cliente', 'Dirección del cliente', 'Client address'),
    },
    {
      name: 'registry',
      type: 'relationship',
      relationTo: 'member-registries',
      index: true,
      label: tr('Registro', 'Registro', 'Registry'),
    },
    {
      name: 'documentCollection',
      type: 'text',
      index: true,
      label: tr('Coleção', 'Colección', 'Collection'),
      admin: {
        components: { Cell: '@/components/admin/CollectionNameCell#CollectionNameCell' },
      },
    },
    {
      name: 'documentId',
      type: 'text',
      label: tr('Documento', 'Documento', 'Document'),
    },
    {
      name: 'apiKey',
      type: 'relationship',
      relationTo: 'api-keys',
      label: tr('Chave de API', 'Clave de API', 'API key'),
    },
    {
      name: 'detail',
      type: 'text',
      label: tr('Detalhe', 'Detalle', 'Detail'),
    },
  ],
  timestamps: true,
}
