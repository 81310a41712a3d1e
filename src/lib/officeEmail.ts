import type { Payload } from 'payload'

/** Where notifications go: the office email of the site settings, else OFFICE_EMAIL. */
export async function officeEmail(payload: Payload): Promise<string | undefined> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  return settings?.officeEmail || process.env.OFFICE_EMAIL || undefined
}
