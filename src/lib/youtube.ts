// Hosts whose embeds we render. Exact matches only: a suffix check would let
// lookalikes such as youtube.com.evil.example through.
export const YOUTUBE_IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
] as const

const WATCH_HOSTS = new Set<string>([...YOUTUBE_IFRAME_HOSTS, 'm.youtube.com'])
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

function parse(url: string): URL | null {
  const trimmed = url.trim()
  if (trimmed === '') return null
  // Editors often paste links without a scheme ("youtu.be/ID").
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const parsed = new URL(withScheme)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null
  } catch {
    return null
  }
}

function videoId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null

  if (SHORT_HOSTS.has(host)) {
    id = segments.length === 1 ? segments[0] : null
  } else if (WATCH_HOSTS.has(host)) {
    const [first, second] = segments
    if (first === 'watch' && segments.length === 1) id = url.searchParams.get('v')
    else if ((first === 'embed' || first === 'shorts') && segments.length === 2) id = second
  }

  return id && VIDEO_ID.test(id) ? id : null
}

/** Privacy-enhanced embed URL for a YouTube link, or null if it is not one we accept. */
export function youTubeEmbedUrl(url: string): string | null {
  const parsed = parse(url)
  const id = parsed ? videoId(parsed) : null
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null
}

/** True when the URL points at a YouTube video we can embed. */
export function isYouTubeUrl(url: string): boolean {
  return youTubeEmbedUrl(url) !== null
}
