// Security headers of every response (site, admin, API), set in next.config.ts.
//
// Scripts: Next.js bootstraps each page with inline scripts. A nonce would make every page
// render per request and lose the page cache that keeps the site fast, so the policy allows
// inline scripts but only from this origin: no script host, plugin, <base> or form target
// elsewhere, and no framing by other sites. Injected markup is stopped earlier, by the
// sanitiser every stored HTML goes through.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

// The site uses none of these; a page that is somehow made to ask is refused.
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ')

// Embeddable pages (/embed/…, /es/embed/…): the same policy, but any site may frame them.
const embedContentSecurityPolicy = contentSecurityPolicy.replace(
  "frame-ancestors 'self'",
  'frame-ancestors *',
)

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
]

/** The headers of the embeddable pages: framed from anywhere (no X-Frame-Options). */
export const embedSecurityHeaders = securityHeaders
  .filter((header) => header.key !== 'X-Frame-Options')
  .map((header) =>
    header.key === 'Content-Security-Policy'
      ? { ...header, value: embedContentSecurityPolicy }
      : header,
  )
