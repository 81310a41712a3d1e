import { importDateFNSLocale } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { pt } from '@payloadcms/translations/languages/pt'
import { formatDate } from '@payloadcms/ui/shared'
import { describe, expect, it } from 'vitest'
import { adminDateFormats } from '@/fields/dateFormats'

/** Formats as the admin panel does: Payload's formatDate with the admin language's date-fns locale. */
async function adminFormat(language: typeof pt, pattern: string) {
  const dateFNS = await importDateFNSLocale(language.dateFNSKey)
  // 14:30 UTC on 22 November 2026, shown in UTC: the same text wherever the test runs.
  const i18n = { dateFNS, t: () => '' } as never
  return formatDate({ date: '2026-11-22T14:30:00.000Z', i18n, pattern, timezone: 'UTC' })
}

describe('admin date formats', () => {
  it.each([
    ['pt', pt, '22 de novembro de 2026', '22 de novembro de 2026 às 14:30'],
    ['es', es, '22 de noviembre de 2026', '22 de noviembre de 2026 a las 14:30'],
    ['en', en, 'November 22nd, 2026', 'November 22nd, 2026 at 2:30 PM'],
  ])('writes dates the usual way in %s', async (_, language, day, dateTime) => {
    expect(await adminFormat(language, adminDateFormats.day)).toBe(day)
    expect(await adminFormat(language, adminDateFormats.dateTime)).toBe(dateTime)
  })
})
