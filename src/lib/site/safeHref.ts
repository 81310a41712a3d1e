/**
 * An address a visitor may follow: http(s), mailto, tel, or a path on this
 * site. Anything else (javascript:, data:, protocol-relative //host) is dropped.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed
  try {
    const url = new URL(trimmed)
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.toString() : null
  } catch {
    return null
  }
}

/** A path on this site to return to after logging in; anything else falls back to the home page. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value
}

/** The host of a web address for short display, or the address itself when it does not parse. */
export function hostOf(value: string): string {
  try {
    return new URL(value).hostname
  } catch {
    return value
  }
}
