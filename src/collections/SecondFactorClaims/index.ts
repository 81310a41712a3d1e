import type { Access, CollectionConfig } from 'payload'
import { tr } from '@/i18n/locales'

const nobody: Access = () => false

export const SECOND_FACTOR_CLAIMS = 'second-factor-claims'

/**
 * What a second factor spends or holds once: a TOTP time step used by an account, a recovery
 * code used, an account's enrolment waiting for its first code (its sealed secret in `value`).
 * A row is claimed by inserting its key, which the unique index lets one request do. These live
 * apart from the account on purpose: Payload's sign-in writes back the whole account it read,
 * so a mark kept on the account could be undone by a sign-in running beside the one that set it.
 * Server code alone reads and writes them (src/lib/auth/twoFactor/claims.ts).
 */
export const SecondFactorClaims: CollectionConfig = {
  slug: SECOND_FACTOR_CLAIMS,
  labels: {
    singular: tr('Uso de segundo fator', 'Uso de segundo factor', 'Second-factor use'),
    plural: tr('Usos de segundo fator', 'Usos de segundo factor', 'Second-factor uses'),
  },
  admin: { hidden: true },
  graphQL: false,
  disableDuplicate: true,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    // The account it belongs to, so its rows can be cleared together.
    { name: 'user', type: 'number', required: true, index: true },
    { name: 'value', type: 'text' },
  ],
}
