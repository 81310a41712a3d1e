import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { pt } from '@payloadcms/translations/languages/pt'
import { collections } from './collections'
import { globals } from './globals'
import { surveillanceEndpoints } from './endpoints/surveillance'
import { editor } from './fields/richText'
import { defaultLocale, locales } from './i18n/locales'
import { databaseAdapter } from './lib/database'
import { emailAdapter } from './lib/email/adapter'
import { storagePlugins } from './lib/storage'
import { payloadSecret } from './lib/secret'
import { siteUrl } from './lib/siteUrl'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const localeLabels = { pt: 'Português', es: 'Español', en: 'English' } as const

export default buildConfig({
  serverURL: process.env.SERVER_URL || undefined,
  secret: payloadSecret(),
  admin: {
    user: 'users',
    // No external avatar service: the admin panel makes no third-party requests.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ` · ${(process.env.NETWORK_SHORT_NAME || 'relamc').toUpperCase()}` },
  },
  collections,
  globals,
  endpoints: [...surveillanceEndpoints],
  editor,
  db: databaseAdapter(),
  email: emailAdapter(),
  sharp,
  plugins: storagePlugins(),
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { pt, es, en },
    fallbackLanguage: defaultLocale,
  },
  cors: [siteUrl()],
  csrf: [siteUrl()],
  graphQL: { disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
