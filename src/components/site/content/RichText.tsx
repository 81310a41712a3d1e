import type {
  SerializedBlockNode,
  SerializedLinkNode,
  DefaultNodeTypes,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { YouTubeBlock } from '@/payload-types'
import { Link } from '@/i18n/navigation'
import { isPagePath } from '@/lib/site/localePath'
import { safeHref } from '@/lib/site/safeHref'
import { YouTubeEmbed } from './YouTubeEmbed'
import { projectPath } from '@/lib/site/routes'

type NodeTypes = DefaultNodeTypes | SerializedBlockNode<YouTubeBlock>

/** Internal links point at documents that have a public page; others fall back to nothing. */
function internalHref(node: SerializedLinkNode): string | null {
  const doc = node.fields.doc
  if (!doc || typeof doc.value !== 'object' || doc.value === null) return null
  const value = doc.value as { id?: number | string; slug?: string | null }
  if (doc.relationTo === 'projects' && value.slug) return projectPath(value.slug)
  if (doc.relationTo === 'resources' && value.id !== undefined) return `/recursos/${value.id}`
  return null
}

function linkHref(node: SerializedLinkNode): string | null {
  return node.fields.linkType === 'internal' ? internalHref(node) : safeHref(node.fields.url)
}

/**
 * Lexical JSON to React elements: no HTML string is ever injected. Links keep
 * only safe schemes, uploads only their own URL, videos only YouTube.
 */
const converters: JSXConvertersFunction<NodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = linkHref(node)
    if (!href) return <>{children}</>
    return node.fields.newTab ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : isPagePath(href) ? (
      // A page of this site, in the language of the page that links to it.
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href}>{children}</a>
    )
  },
  autolink: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = safeHref(node.fields.url)
    return href ? <a href={href}>{children}</a> : <>{children}</>
  },
  upload: ({ node }) => {
    const value = node.value
    if (!value || typeof value !== 'object') return null
    const doc = value as {
      url?: string | null
      mimeType?: string | null
      filename?: string | null
      alt?: string | null
      width?: number | null
      height?: number | null
    }
    const src = safeHref(doc.url)
    if (!src) return null
    if (!doc.mimeType?.startsWith('image/')) return <a href={src}>{doc.filename}</a>
    return (
      // eslint-disable-next-line @next/next/no-img-element -- files come from the site's own upload storage
      <img
        src={src}
        alt={doc.alt ?? ''}
        width={doc.width ?? undefined}
        height={doc.height ?? undefined}
        loading="lazy"
      />
    )
  },
  blocks: {
    youtube: ({ node }) => <YouTubeEmbed url={node.fields.url} title={node.fields.title} />,
  },
})

type RichTextValue = { root: { children: unknown[] } } | null | undefined

/** True when a rich-text field holds at least some text or an embed. */
export function hasRichText(value: RichTextValue): boolean {
  const children = value?.root?.children ?? []
  return children.some((child) => {
    const node = child as { type?: string; children?: unknown[] }
    return node.type !== 'paragraph' || (node.children?.length ?? 0) > 0
  })
}

export function RichText({ data, className = '' }: { data: RichTextValue; className?: string }) {
  if (!data || !hasRichText(data)) return null
  return (
    <LexicalRichText
      data={data as unknown as SerializedEditorState}
      converters={converters}
      className={`rich-text ${className}`}
    />
  )
}
