import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { formats, timeZone } from './formats'
import { messagesByLocale } from './messages'
import { routing } from './routing'

/** Site messages, plus each area's own files under its namespace. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, timeZone, formats, messages: messagesByLocale[locale] }
})
