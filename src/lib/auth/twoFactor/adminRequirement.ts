import type { PayloadRequest } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'

export type AdminTwoFactorSetting = 'production' | 'always' | 'never'

/** What the setting means on this server: "production" follows NODE_ENV. */
export const requiresAdminTwoFactor = (
  setting: unknown,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): boolean => (setting === 'always' ? true : setting === 'never' ? false : nodeEnv === 'production')

/** Whether an admin must have a second factor to sign in, read fresh from the site settings. */
export async function adminTwoFactorRequired(req: PayloadRequest): Promise<boolean> {
  const settings = await siteSettingsOrDefaults(req.payload, req)
  return requiresAdminTwoFactor(settings?.adminTwoFactor)
}
