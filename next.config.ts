import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'
import path from 'node:path'
import { LARGEST_BODY_BYTES, MAX_OTHER_BODY_BYTES } from './src/lib/security/bodyCaps'
import { embedSecurityHeaders, securityHeaders } from './src/lib/security/headers.mjs'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // The catalogs' ICU messages are compiled at build time, so browsers get a small formatter
  // instead of the ICU parser (about 11 KB of gzipped JavaScript on every page).
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
})

const nextConfig: NextConfig = {
  // Separate build folders let several servers run from one checkout (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Loaded from node_modules, not bundled: the server's request observer and GET /api/metrics then
  // share prom-client's one registry through Node's module cache (src/lib/metrics/httpMetrics.mjs).
  serverExternalPackages: ['prom-client'],
  // Pages and cached reads: shared through Redis when REDIS_URL is set, else on disk with tag
  // expiries that survive a restart (see src/lib/cache/handler.mjs).
  cacheHandler: path.resolve(import.meta.dirname, 'src/lib/cache/handler.mjs'),
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // Addresses no route matches get src/app/global-not-found.tsx: the site's 404 page rendered
  // on the server (the two route groups have separate root layouts, so there is no root one).
  experimental: {
    globalNotFound: true,
    // The proxy refuses a larger body by its declared length (src/lib/security/bodyLimits.ts);
    // Next.js hands the proxy a copy of the body up to this size, so the largest cap fits whole.
    proxyClientMaxBodySize: LARGEST_BODY_BYTES,
    // Server actions (the site's forms): read up to this size, refused past it.
    serverActions: { bodySizeLimit: MAX_OTHER_BODY_BYTES },
  },
  turbopack: { root: path.resolve(import.meta.dirname) },
  // '/(.*)', not '/:path*': a named parameter makes Next.js compile every header value as a
  // pattern on each request, to fill in the parameter (none is used here).
  async headers() {
    return [
      // Every address but the embeddable pages (/embed/…, /es/embed/…), which any site may frame.
      {
        source: '/((?!(?:[a-z]{2}/)?embed/).*)',
        headers: securityHeaders,
      },
      {
        source: '/((?:[a-z]{2}/)?embed/.*)',
        headers: embedSecurityHeaders,
      },
      // Browsers that reached the site over HTTPS (the reverse proxy in front says so) keep to
      // it for two years.
      {
        source: '/(.*)',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        ],
      },
    ]
  },
}

const withAdmin = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the browser's colour scheme (Accept-CH, Critical-CH) to theme
 * its admin panel. On a public page Critical-CH makes Chrome send a visitor's first request
 * twice, one round trip more before anything is drawn: the hint is asked on /admin only.
 */
export default {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.map((rule) =>
      rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
