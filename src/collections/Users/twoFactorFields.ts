import type { Field } from 'payload'
import { tr } from '@/i18n/locales'

const serverOnly = { create: () => false, update: () => false }

/**
 * The second factor of an account. Only the server writes these (the enrolment, sign-in and
 * reset endpoints, straight to the database); the secret and the recovery codes' hashes are
 * hidden, never part of any API answer or admin screen.
 */
export const twoFactorFields: Field[] = [
  {
    name: 'twoFactorEnabled',
    type: 'checkbox',
    defaultValue: false,
    label: tr('Segundo fator ativo', 'Segundo factor activo', 'Second factor on'),
    access: serverOnly,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: tr(
        'A pessoa o ativa na sua conta, no site; a secretaria pode apenas redefini-lo.',
        'La persona lo activa en su cuenta, en el sitio; la secretaría solo puede restablecerlo.',
        'The person turns it on from their account on the site; the office can only reset it.',
      ),
    },
  },
  {
    name: 'resetTwoFactor',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/components/admin/ResetTwoFactorButton#ResetTwoFactorButton' },
    },
  },
  { name: 'totpSecret', type: 'text', hidden: true, access: serverOnly },
  // The time step of the last code accepted: a code is good once.
  { name: 'totpLastStep', type: 'number', hidden: true, access: serverOnly },
  { name: 'recoveryCodes', type: 'json', hidden: true, access: serverOnly },
]

/** The stored second factor of an account, as the database returns it. */
export type TwoFactorAccount = {
  id: number
  email?: string | null
  roles?: string[] | null
  twoFactorEnabled?: boolean | null
  totpSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: unknown
  loginAttempts?: number | null
  lockUntil?: string | null
}

/** Everything that turns the second factor off. */
export const noSecondFactor = {
  twoFactorEnabled: false,
  totpSecret: null,
  totpLastStep: null,
  recoveryCodes: null,
}
