// Stands for "this site" when no origin is known (server rendering): only its origin is compared.
const PLACEHOLDER_ORIGIN = 'http://this-site.invalid'

/**
 * A path on this site, as the browser will read it: the value is resolved
 * against the site's origin exactly as a navigation would (the URL parser drops
 * tabs and newlines and reads "\\" as "/"), and only a result on the same origin
 * counts. "/\t/evil.example" or "/\\evil.example" resolve to another host and
 * give null; a kept path comes back normalised, without those characters, and
 * only if that normalised path, followed in turn, stays on this site too.
 */
export function sameSitePath(
  value: string | null | undefined,
  origin: string = PLACEHOLDER_ORIGIN,
): string | null {
  if (!value || !value.startsWith('/')) return null
  try {
    const site = new URL(origin).origin
    const url = new URL(value, origin)
    if (url.origin !== site) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    // Normalising can itself produce "//host" ("/.//host", "/a/..//host", "/%2e//host"):
    // the path handed out must stay on this site when read again.
    return new URL(path, origin).origin === site ? path : null
  } catch {
    return null
  }
}

/**
 * An address a visitor may follow: http(s), mailto, tel, or a path on this
 * site. Anything else (javascript:, data:, protocol-relative //host) is dropped.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (trimmed.startsWith('/')) return sameSitePath(trimmed)
  try {
    const url = new URL(trimmed)
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.toString() : null
  } catch {
    return null
  }
}

/** A path on this site to return to after logging in; anything else falls back to the home page. */
export function safeNextPath(value: string | null | undefined, origin?: string): string {
  return sameSitePath(value, origin) ?? '/'
}

/** The host of a web address for short display, or the address itself when it does not parse. */
export function hostOf(value: string): string {
  try {
    return new URL(value).hostname
  } catch {
    return value
  }
}
