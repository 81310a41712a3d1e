import type { RichTextField } from 'payload'
import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { YouTubeBlock } from '@/blocks/YouTube'
import type { Translated } from '@/i18n/locales'

/** The editor every rich text shares: Lexical's defaults plus the YouTube embed block. */
export const editor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures,
    BlocksFeature({ blocks: [YouTubeBlock] }),
  ],
})

export const richText = (
  name: string,
  label: Translated,
  overrides: Partial<RichTextField> = {},
): RichTextField =>
  ({
    name,
    type: 'richText',
    label,
    localized: true,
    editor,
    ...overrides,
  }) as RichTextField
