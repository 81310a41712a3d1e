import type { Access, CollectionConfig, FieldAccess } from 'payload'
import { isAdminField, userIsAdmin } from '@/access'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { apiKeyScopes, type ApiKeyScope } from '@/lib/apiKeys/scopes'
import { auditRevocation } from './hooks/auditRevocation'
import { keepRevocationFinal } from './hooks/keepRevocationFinal'
import { answerAccountRefusal, signedInWithKey } from '@/lib/auth/accountRefusal'
import { issueKeyEndpoint } from './endpoints/issueKey'
import { revokeKeyEndpoint } from './endpoints/revokeKey'

const nobody: Access = () => false
const nobodyField: FieldAccess = () => false
const fixed = { update: nobodyField }

/** Admins see every key; a user their own. */
const ownOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  return { user: { equals: req.user.id } }
}

/** Only an admin signed in with a session revokes a key here; no key changes keys. */
const adminSession: Access = ({ req }) => userIsAdmin(req.user) && !signedInWithKey(req)

/**
 * Named API keys, several per user, each read-only or allowed to submit. The key itself is
 * shown once at creation (POST /api/api-keys/issue) and kept only as a hash; revoking one
 * (POST /api/api-keys/:id/revoke, or an admin setting "Revoked at") stops it at once and keeps
 * it listed, for good. A key records the roles and registries its owner had when it was made and
 * dies when they change. Nothing deletes a key: the audit log names them.
 */
export const ApiKeys: CollectionConfig = {
  slug: 'api-keys',
  labels: {
    singular: tr('Chave de API', 'Clave de API', 'API key'),
    plural: tr('Chaves de API', 'Claves de API', 'API keys'),
  },
  admin: {
    group: groups.office,
    useAsTitle: 'name',
    defaultColumns: ['name', 'user', 'scope', 'createdAt', 'lastUsedAt', 'revokedAt'],
    disableCopyToLocale: true,
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: {
    read: ownOrAdmin,
    create: nobody,
    update: adminSession,
    delete: nobody,
  },
  endpoints: [issueKeyEndpoint, revokeKeyEndpoint],
  hooks: {
    beforeChange: [keepRevocationFinal],
    afterChange: [auditRevocation],
    afterError: [answerAccountRefusal],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      access: fixed,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: fixed,
      label: tr('Usuário', 'Usuario', 'User'),
    },
    {
      name: 'scope',
      type: 'select',
      required: true,
      defaultValue: 'read' satisfies ApiKeyScope,
      access: fixed,
      options: Object.entries(apiKeyScopes).map(([value, label]) => ({ value, label })),
      label: tr('Permissão', 'Permiso', 'Permission'),
    },
    {
      // SHA-256 of the key: enough to recognise it, never to give it back.
      name: 'keyHash',
      type: 'text',
      required: true,
      unique: true,
      access: { read: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    {
      // The owner's roles and registries when the key was made ("admin,user|3,7"): the key
      // works only while they are the same (src/lib/apiKeys/grantedAccess.ts). Empty on keys
      // made before it was recorded, which any change of them revokes.
      name: 'grantedAccess',
      type: 'text',
      access: fixed,
      label: tr(
        'Papéis e registros ao ser criada',
        'Roles y registros al crearse',
        'Roles and registries when made',
      ),
      admin: { readOnly: true },
    },
    {
      name: 'start',
      type: 'text',
      access: fixed,
      label: tr('Início da chave', 'Inicio de la clave', 'Key starts with'),
    },
    {
      name: 'lastUsedAt',
      type: 'date',
      access: fixed,
      label: tr('Último uso', 'Último uso', 'Last used'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastUsedFrom',
      type: 'text',
      access: fixed,
      label: tr('Último endereço', 'Última dirección', 'Last address'),
      admin: { readOnly: true },
    },
    {
      name: 'revokedAt',
      type: 'date',
      // Set once: clearing or moving it is refused (hooks/keepRevocationFinal).
      access: { update: isAdminField },
      label: tr('Revogada em', 'Revocada el', 'Revoked at'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
