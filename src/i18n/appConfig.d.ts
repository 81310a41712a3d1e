import type { formats } from './formats'
import type { Locale } from './locales'
import type { messagesByLocale } from './messages'

// next-intl checks locales, message keys and format names against these at compile time.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: (typeof messagesByLocale)['pt']
    Formats: typeof formats
  }
}
