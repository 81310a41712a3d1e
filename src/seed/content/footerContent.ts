import type { Footer } from '@/payload-types'

type Node = { type: string; version: number; [key: string]: unknown }

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const text = (value: string, bold = false): Node => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const lineBreak: Node = { type: 'linebreak', version: 1 }
const link = (label: string, url: string, newTab = false): Node => ({
  ...element,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab },
  children: [text(label)],
})
const paragraph = (children: Node[]): Node => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children,
})

/**
 * The demo footer as rich text (Lexical's JSON, as the editor saves it): the network's name in
 * bold, the office's address line by line, then the office's email and two links.
 */
export function footerContent(parts: {
  title: string
  addressLines: string[]
  email: string
  contact: { label: string; path: string }
  university: { label: string; url: string }
}): NonNullable<Footer['content']> {
  return {
    root: {
      ...element,
      type: 'root',
      children: [
        paragraph([
          text(parts.title, true),
          ...parts.addressLines.flatMap((line) => [lineBreak, text(line)]),
        ]),
        paragraph([
          link(parts.email, `mailto:${parts.email}`),
          text(' · '),
          link(parts.contact.label, parts.contact.path),
          text(' · '),
          link(parts.university.label, parts.university.url, true),
        ]),
      ],
    },
  }
}
