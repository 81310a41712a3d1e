import type { RichTextField, TextField, TextFieldSingleValidation } from 'payload'
import { BlocksFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { YouTubeBlock } from '@/blocks/YouTube'
import type { Translated } from '@/i18n/locales'
import { validateSafeLink } from './safeLink'

/**
 * The editor every rich text shares: Lexical's defaults, links refused on save
 * unless the site would render them (no javascript:, data: or vbscript:), and
 * the YouTube embed block.
 */
export const editor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.name === 'url' && field.type === 'text' ? withSafeUrl(field) : field,
        ),
    }),
    BlocksFeature({ blocks: [YouTubeBlock] }),
  ],
})

/**
 * Lexical's URL field, accepting only what the site renders: http(s), mailto:,
 * tel:, a path on this site or an anchor (internal links carry no URL).
 */
function withSafeUrl(field: TextField): TextField {
  const validate: TextFieldSingleValidation = (value, { req, siblingData }) =>
    (siblingData as { linkType?: string } | undefined)?.linkType === 'internal' ||
    validateSafeLink(value, req.i18n?.language)
  return {
    name: field.name,
    type: 'text',
    label: field.label,
    required: field.required,
    hooks: field.hooks,
    admin: field.admin,
    validate,
  }
}

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
