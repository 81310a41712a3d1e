import type { Media } from '@/payload-types'
import { safeHref } from '@/lib/site/safeHref'

/**
 * A registry's logo beside its name: shown whole (never cropped), small. The name is right
 * beside it, so the logo says only what the office wrote as its alternative text.
 */
export function RegistryLogo({ logo }: { logo: number | Media | null | undefined }) {
  if (!logo || typeof logo !== 'object' || !logo.mimeType?.startsWith('image/')) return null
  const src = safeHref(logo.sizes?.thumbnail?.url) ?? safeHref(logo.url)
  if (!src) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the office's own uploads, any size
    <img
      src={src}
      alt={logo.alt ?? ''}
      className="size-16 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-1"
      data-registry-logo
    />
  )
}
