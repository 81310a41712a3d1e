import { youTubeEmbedUrl } from '@/lib/youtube'

/** A YouTube video; the iframe address only ever comes from youTubeEmbedUrl, anything else renders nothing. */
export function YouTubeEmbed({
  url,
  title,
}: {
  url: string | null | undefined
  title?: string | null
}) {
  const src = url ? youTubeEmbedUrl(url) : null
  if (!src) return null
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
      <iframe
        src={src}
        title={title || 'YouTube'}
        className="size-full"
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
