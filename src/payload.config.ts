import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GraphQLError } from 'graphql'
import { AuthenticationError, buildConfig, LockedAuth } from 'payload'
import sharp from 'sharp'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { pt } from '@payloadcms/translations/languages/pt'
import { restrictEditLocks } from './access/editLocks'
import { collections } from './collections'
import { globals } from './globals'
import { publicationExportEndpoint } from './endpoints/publications/export'
import { surveillanceEndpoints } from './endpoints/surveillance'
import { fhirBundleEndpoint, fhirMetadataEndpoint } from './endpoints/fhir'
import { noVersionsNotFound } from './hooks/noVersionsNotFound'
import { stableGraphqlErrors } from './hooks/graphqlErrors'
import { editor } from './fields/richText'
import { adminDateFormats } from './fields/dateFormats'
import { defaultLocale, locales } from './i18n/locales'
import { databaseAdapter } from './lib/database'
import { emailAdapter } from './lib/email/adapter'
import { jobs } from './lib/jobs'
import { payloadLogger } from './lib/log/payloadLogger'
import { storagePlugins } from './lib/storage'
import { checkObjectStorage } from './lib/storageCheck'
import { MAX_FILE_UPLOAD_BODY_BYTES } from './lib/security/bodyLimits'
import { GRAPHQL_MAX_COMPLEXITY, graphqlLimitRules } from './lib/security/graphqlLimits'
import { payloadSecret } from './lib/secret'
import { RefusedRequest } from './lib/security/refusedRequest'
import { siteUrl } from './lib/siteUrl'
import { networkDisplayName } from './lib/site/network'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// A wrong password (or second-factor code) or a locked account is an everyday event: one log line, not a stack. So is a
// refused GraphQL query: Payload logs every GraphQL error under that name (which its type for
// this setting does not list, hence the wider record), with a 2.7 KB stack for an anonymous 403;
// REST's Forbidden is already one line; so is a request refused for what it asks (RefusedRequest). The message of any GraphQL error stays in the log.
// Payload looks the level up by the error's class name, which a production build shortens: the
// names are also read from the classes themselves, as this build names them.
const refusalsOnOneLine: Record<string, 'info'> = Object.fromEntries(
  [
    'AuthenticationError',
    'LockedAuth',
    'GraphQLError',
    'SecondFactorRefusal',
    'AccountRefusal',
    'RefusedRequest',
  ]
    .concat([AuthenticationError.name, LockedAuth.name, GraphQLError.name, RefusedRequest.name])
    .map((name) => [name, 'info']),
)

const localeLabels = { pt: 'Português', es: 'Español', en: 'English' } as const

export default restrictEditLocks(
  buildConfig({
    // No serverURL: the admin panel calls the API at the address it was opened at, so it works at
    // any address the site answers on. SERVER_URL is for emailed links (siteUrl) and `csrf`.
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
        // Each user's language (stored on the user) applied to the panel, and their choice kept.
        providers: ['@/components/admin/AdminLanguage#AdminLanguage'],
        views: {
          // A member signed in to the panel: a translated page with the way back to the site.
          unauthorized: { Component: '@/components/admin/UnauthorizedView#UnauthorizedView' },
          // Email and password, then the second factor's code: Payload's own form asks no code.
          login: { Component: '@/components/admin/login/AdminLoginView#AdminLoginView' },
          submissionStatus: {
            Component: '@/components/admin/submissions/SubmissionsStatusView#SubmissionsStatusView',
            path: '/submission-status',
            // The tab's title (Payload's default is its own name); the panel's title is in
            // the office's language, Portuguese.
            meta: { title: 'Envios de dados' },
          },
        },
      },
    },
    collections,
    globals,
    endpoints: [
      ...surveillanceEndpoints,
      publicationExportEndpoint,
      fhirBundleEndpoint,
      fhirMetadataEndpoint,
    ],
    hooks: { afterError: [noVersionsNotFound, stableGraphqlErrors] },
    loggingLevels: refusalsOnOneLine,
    editor,
    db: databaseAdapter(),
    email: emailAdapter(),
    jobs,
    logger: payloadLogger(),
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
      // Words of the panel people read as odd: "Abrir Cardápio", "falso" in lists, and
      // "<Nenhum(a) Registro>" for an empty relation.
      translations: {
        pt: { general: { menu: 'Menu', true: 'Sim', false: 'Não', noLabel: '—' } },
        es: { general: { true: 'Sí', false: 'No', noLabel: '—' } },
        en: { general: { true: 'Yes', false: 'No', noLabel: '—' } },
      },
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
    // Types are written by `npm run generate:types` and checked by `npm run generated:check`:
    // not by a child process each time Payload starts outside production (every test file,
    // script and development server), which doubled the integration suite's CPU.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
    telemetry: false,
  }),
)
