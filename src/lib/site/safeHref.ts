/** A path on this site: "/x", never "//host" or "/\\host", which browsers read as another site. */
const isLocalPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')

/**
 * An address a visitor may follow: http(s), mailto, tel, or a path on this
 * site. Anything else (javascript:, data:, protocol-relative //host) is dropped.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (isLocalPath(trimmed)) return trimmed
  try {
    const url = new URL(trimmed)
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.toString() : null
  } catch {
    return null
  }
}

/** A path on this site to return to after logging in; anything else falls back to the home page. */
export function safeNextPath(value: string | null | undefined): string {
  return value && isLocalPath(value) ? value : '/'
}

/** The host of a web address for short display, or the address itself when it does not parse. */
export function hostOf(value: string): string {
  try {
    return new URL(value).hostname
  } catch {
    return value
  }
}
