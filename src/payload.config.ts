import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { pt } from '@payloadcms/translations/languages/pt'
import { collections } from './collections'
import { globals } from './globals'
import { publicationExportEndpoint } from './endpoints/publications/export'
import { surveillanceEndpoints } from './endpoints/surveillance'
import { noVersionsNotFound } from './hooks/noVersionsNotFound'
import { editor } from './fields/richText'
import { adminDateFormats } from './fields/dateFormats'
import { defaultLocale, locales } from './i18n/locales'
import { databaseAdapter } from './lib/database'
import { emailAdapter } from './lib/email/adapter'
import { storagePlugins } from './lib/storage'
import { checkObjectStorage } from './lib/storageCheck'
import { MAX_FILE_UPLOAD_BODY_BYTES } from './lib/security/bodyLimits'
import { GRAPHQL_MAX_COMPLEXITY, graphqlLimitRules } from './lib/security/graphqlLimits'
import { payloadSecret } from './lib/secret'
import { siteUrl } from './lib/siteUrl'
import { networkDisplayName } from './lib/site/network'
import { env } from './env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const localeLabels = { pt: 'Português', es: 'Español', en: 'English' } as const

export default buildConfig({
  serverURL: env.configuredServerUrl(),
  secret: payloadSecret(),
  admin: {
    user: 'users',
    // No external avatar service: the admin panel makes no third-party requests.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ` · ${networkDisplayName()}`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Dates as people write them in the admin's language: "22 de novembro de 2026 às 14:30".
    dateFormat: adminDateFormats.dateTime,
    components: {
      graphics: {
        Logo: '@/components/admin/Logo#Logo',
        Icon: '@/components/admin/Icon#Icon',
      },
      afterNavLinks: ['@/components/admin/submissions/SubmissionsNavLink#SubmissionsNavLink'],
      views: {
        submissionStatus: {
          Component: '@/components/admin/submissions/SubmissionsStatusView#SubmissionsStatusView',
          path: '/submission-status',
        },
      },
    },
  },
  collections,
  globals,
  endpoints: [...surveillanceEndpoints, publicationExportEndpoint],
  hooks: { afterError: [noVersionsNotFound] },
  // A wrong password or a locked account is an everyday event: one log line, not a stack.
  loggingLevels: { AuthenticationError: 'info', LockedAuth: 'info' },
  editor,
  db: databaseAdapter(),
  email: emailAdapter(),
  sharp,
  plugins: storagePlugins(),
  onInit: checkObjectStorage,
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
  // The proxy refuses a larger body by its declared length (src/lib/security/bodyLimits.ts);
  // these stop Payload's file parser while it reads, whatever reaches it.
  upload: {
    limits: { fileSize: MAX_FILE_UPLOAD_BODY_BYTES },
    requestSizeLimit: MAX_FILE_UPLOAD_BODY_BYTES,
  },
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    validationRules: graphqlLimitRules,
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
