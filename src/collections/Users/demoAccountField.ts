import type { Field } from 'payload'
import { tr } from '@/i18n/locales'

/**
 * Set by the seed on the demo logins `npm start` prints, never through the API: the accounts
 * `npm run demo:code` may give a second-factor code for (src/lib/auth/twoFactor/demoCode.ts).
 */
export const demoAccountField: Field = {
  name: 'demoAccount',
  type: 'checkbox',
  defaultValue: false,
  label: tr('Conta de demonstração', 'Cuenta de demostración', 'Demonstration account'),
  access: { create: () => false, update: () => false },
  admin: { position: 'sidebar', readOnly: true },
}
