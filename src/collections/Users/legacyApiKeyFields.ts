import type { Field, FieldAccess } from 'payload'
import { isAdminField } from '@/access'
import { tr } from '@/i18n/locales'

const nobody: FieldAccess = () => false

/**
 * The columns of the one key per user Payload issued before named keys (`useAPIKey`), kept so
 * those keys go on working (src/lib/auth/apiKeyStrategy.ts) until revoked here or rotated by
 * their owner's first named key. No new key of this kind can be made.
 */
export const legacyApiKeyFields: Field[] = [
  {
    name: 'enableAPIKey',
    type: 'checkbox',
    label: tr('Chave de API antiga ativa', 'Clave de API antigua activa', 'Old API key active'),
    access: { create: nobody, update: isAdminField },
    admin: {
      position: 'sidebar',
      condition: (data) => Boolean(data?.enableAPIKey),
      description: tr(
        'Desmarque para revogar a chave antiga. Novas chaves são criadas na página da conta.',
        'Desmarque para revocar la clave antigua. Las nuevas claves se crean en la página de la cuenta.',
        'Untick to revoke the old key. New keys are created on the account page.',
      ),
    },
  },
  // Encrypted with the secret of the time; never read again.
  {
    name: 'apiKey',
    type: 'text',
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
  // Payload's HMAC of the key, by which the old key is recognised.
  {
    name: 'apiKeyIndex',
    type: 'text',
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
]
