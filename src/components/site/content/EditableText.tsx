import type { ReactNode } from 'react'
import { hasRichText, RichText } from './RichText'

type RichTextValue = Parameters<typeof RichText>[0]['data']

/** The office's rich text when it has any; otherwise the page's built-in text. */
export function EditableText({
  data,
  fallback,
  className,
}: {
  data: RichTextValue
  fallback: ReactNode
  className?: string
}) {
  return hasRichText(data) ? <RichText data={data} className={className} /> : <>{fallback}</>
}
