import type { Block } from 'payload'
import { tr, pick } from '@/i18n/locales'
import { youTubeEmbedUrl } from '@/lib/youtube'

const onlyYouTube = tr(
  'Informe um endereço de vídeo do YouTube.',
  'Introduzca una dirección de video de YouTube.',
  'Enter a YouTube video address.',
)

/** A video embed that accepts nothing but YouTube addresses. */
export const YouTubeBlock: Block = {
  slug: 'youtube',
  interfaceName: 'YouTubeBlock',
  labels: {
    singular: tr('Vídeo do YouTube', 'Video de YouTube', 'YouTube video'),
    plural: tr('Vídeos do YouTube', 'Videos de YouTube', 'YouTube videos'),
  },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      label: tr('Endereço do vídeo', 'Dirección del video', 'Video address'),
      validate: (
        value: string | null | undefined,
        { req }: { req: { i18n?: { language?: string } } },
      ) => (value && youTubeEmbedUrl(value) ? true : pick(onlyYouTube, req.i18n?.language)),
    },
    // The rich text around the block is localized already.
    { name: 'title', type: 'text', label: tr('Título', 'Título', 'Title') },
  ],
}
