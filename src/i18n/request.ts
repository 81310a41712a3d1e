import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from './routing'

/** Site messages, plus the surveillance tool's own file under its namespace. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const [site, surveillance] = await Promise.all([
    import(`./messages/${locale}.json`),
    import(`./messages/surveillance/${locale}.json`),
  ])
  // Dates are stored as UTC calendar days; formatting them in UTC keeps the day the office entered.
  return {
    locale,
    timeZone: 'UTC',
    messages: { ...site.default, surveillance: surveillance.default },
  }
})
