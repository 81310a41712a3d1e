import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localePath } from './localePath'

/**
 * Sends the visitor to a site path (SPEC's Portuguese path) in the language of the address being
 * answered: /es/envio-de-dados goes to /es/login, /envio-de-dados to /login. Pages that know their
 * locale pass it; server actions and checks deep in a render read it from the request.
 */
export async function redirectInLanguage(path: string, locale?: Locale): Promise<never> {
  const current = locale ?? (await getLocale())
  return redirect(localePath(isLocale(current) ? current : defaultLocale, path))
}
