import { env } from '@/env'
import type { CollectionConfig } from 'payload'
import { adminOrSelf, isAdmin, isAdminField, userIsAdmin } from '@/access'
import { countryField } from '@/fields/countryField'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { assignInvitationPassword } from './hooks/assignInvitationPassword'
import { sendInvitation } from './hooks/sendInvitation'
import { answerDisabled, refuseDisabled } from './hooks/refuseDisabled'
import { endAccessOnChange } from './hooks/endAccessOnChange'
import { guardAccountWrites } from './hooks/guardAccountWrites'
import { keepOldKeyRevoked } from './hooks/keepOldKeyRevoked'
import { answerAccountRefusal } from '@/lib/auth/accountRefusal'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { deleteSavedQueries } from './hooks/deleteSavedQueries'
import { deleteApiKeys } from './hooks/deleteApiKeys'
import { deleteSecondFactorClaims } from './hooks/deleteSecondFactorClaims'
import { answerSignInFailure, slowDownSignIn } from './hooks/signInGuard'
import { limitPasswordResets } from './hooks/limitPasswordResets'
import { sendResetEndpoint } from './endpoints/sendReset'
import { changePasswordEndpoint } from './endpoints/changePassword'
import { resetEmail } from '@/lib/email/templates'
import { sameOriginSession } from '@/lib/auth/sameOrigin'
import { apiKeyStrategy } from '@/lib/auth/apiKeyStrategy'
import { auditAccountChanges, auditSignIns } from './hooks/auditAccount'
import { legacyApiKeyFields } from './legacyApiKeyFields'
import { twoFactorFields } from './twoFactorFields'
import { demoAccountField } from './demoAccountField'
import { twoFactorEndpoints } from './endpoints/twoFactor'
import {
  answerSecondFactor,
  noSessionFromReset,
  noteAuthOperation,
  requireSecondFactor,
  showNewRecoveryCodes,
} from './hooks/secondFactor'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: tr('Usuário', 'Usuario', 'User'),
    plural: tr('Usuários', 'Usuarios', 'Users'),
  },
  auth: {
    // The session cookie works at any address the site answers on, never from another site; a
    // registry's own system sends its counts with a named API key of one of its members (the
    // api-keys collection), or the key Payload issued before them until it is rotated.
    strategies: [sameOriginSession, apiKeyStrategy],
    tokenExpiration: 60 * 60 * 2,
    // Sent over HTTPS only when the site is served over HTTPS (SERVER_URL), so a plain-HTTP
    // demo on localhost still signs in.
    cookies: { secure: env.servedOverHttps(), sameSite: 'Lax' },
    // Sign-ins slow down per address after a few failures (hooks/signInGuard); the account
    // itself locks only after a sustained run of them.
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    forgotPassword: {
      generateEmailSubject: (args) =>
        resetEmail({
          token: '',
          language: args?.user?.language ?? args?.req?.i18n?.language ?? 'pt',
        }).subject,
      generateEmailHTML: (args) =>
        resetEmail({
          name: args?.user?.name,
          token: args?.token ?? '',
          language: args?.user?.language ?? args?.req?.i18n?.language ?? 'pt',
        }).html,
    },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'institution', 'country', 'roles', 'disabled'],
    listSearchableFields: ['name', 'email', 'institution'],
    group: groups.office,
  },
  defaultSort: 'name',
  access: {
    admin: ({ req }) => userIsAdmin(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  endpoints: [sendResetEndpoint, changePasswordEndpoint, ...twoFactorEndpoints],
  hooks: {
    beforeOperation: [noteAuthOperation, guardAccountWrites, slowDownSignIn, limitPasswordResets],
    beforeValidate: [assignInvitationPassword],
    beforeChange: [firstUserIsAdmin, keepOldKeyRevoked],
    afterChange: [sendInvitation, endAccessOnChange, auditAccountChanges],
    afterOperation: [auditSignIns, noSessionFromReset, showNewRecoveryCodes],
    beforeDelete: [deleteSavedQueries, deleteApiKeys, deleteSecondFactorClaims],
    // The password is right by then; a second factor is asked before any session exists.
    beforeLogin: [refuseDisabled, requireSecondFactor],
    afterError: [answerDisabled, answerSecondFactor, answerSignInFailure, answerAccountRefusal],
  },
  fields: [
    {
      name: 'invitation',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/InvitationNotice#InvitationNotice' } },
    },
    // Payload's own email field, changed by the office only: a member trying another address
    // would otherwise learn from "must be unique" whether it has an account. A member's attempt
    // is dropped on the server, the same answer for any address.
    { name: 'email', type: 'email', access: { update: isAdminField } },
    { name: 'name', type: 'text', required: true, label: tr('Nome', 'Nombre', 'Name') },
    // Read like the rest of the account: by the office and by the member themself, never public.
    {
      name: 'institution',
      type: 'text',
      label: tr('Instituição', 'Institución', 'Institution'),
    },
    countryField({ required: true }),
    {
      name: 'language',
      type: 'select',
      label: tr('Idioma dos e-mails', 'Idioma de los correos', 'Email language'),
      defaultValue: 'pt',
      options: [
        { value: 'pt', label: 'Português' },
        { value: 'es', label: 'Español' },
        { value: 'en', label: 'English' },
      ],
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['user'],
      saveToJWT: true,
      label: tr('Papéis', 'Roles', 'Roles'),
      options: [
        { value: 'admin', label: tr('Administrador', 'Administrador', 'Admin') },
        { value: 'user', label: tr('Membro', 'Miembro', 'Member') },
      ],
      // Only an admin grants or removes roles; a member's attempt is dropped on the server.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'registries',
      type: 'relationship',
      relationTo: 'member-registries',
      hasMany: true,
      label: tr('Registros', 'Registros', 'Registries'),
      // Only an admin says which registries a member acts for.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: tr(
          'Registros pelos quais este membro envia dados.',
          'Registros por los que este miembro envía datos.',
          'Registries this member submits data for.',
        ),
      },
    },
    {
      name: 'disabled',
      type: 'checkbox',
      defaultValue: false,
      label: tr('Conta desativada', 'Cuenta desactivada', 'Account disabled'),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: tr(
          'Uma conta desativada não consegue entrar.',
          'Una cuenta desactivada no puede ingresar.',
          'A disabled account cannot log in.',
        ),
      },
    },
    {
      name: 'sendReset',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/SendResetButton#SendResetButton' },
      },
    },
    ...twoFactorFields,
    demoAccountField,
    ...legacyApiKeyFields,
  ],
}
