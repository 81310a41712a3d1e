import type { ReactNode } from 'react'
import { EmptyState } from './EmptyState'
import { asFile, type FileDoc } from '@/lib/site/media'
import { safeHref } from '@/lib/site/safeHref'

const kilobytes = (bytes: number | null | undefined) =>
  bytes ? `${Math.max(1, Math.round(bytes / 1024))} KB` : ''

const extension = (file: FileDoc) => file.filename?.split('.').pop()?.toUpperCase() ?? ''

/** A link to an uploaded file, labelled by its description, with type and size. */
export function FileLink({
  file,
  label,
}: {
  file: number | FileDoc | null | undefined
  label?: string | null
}) {
  const doc = asFile(file)
  const href = safeHref(doc?.url)
  if (!doc || !href) return null
  const details = [extension(doc), kilobytes(doc.filesize)].filter(Boolean).join(', ')
  return (
    <a href={href} className="link inline-flex items-baseline gap-2">
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4 shrink-0 translate-y-0.5 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
        <path d="M14 3v6h6" />
      </svg>
      <span>
        {label || doc.title || doc.filename}
        {details && <span className="ml-1 text-sm font-normal text-slate-600">({details})</span>}
      </span>
    </a>
  )
}

type DocumentRow = { id?: string | null; description?: string | null; file: number | FileDoc }

/** The documents of a meeting, webinar or form update. */
export function DocumentList({ documents }: { documents: DocumentRow[] | null | undefined }) {
  const rows = (documents ?? []).filter((row) => asFile(row.file))
  if (!rows.length) return null
  return (
    <ul className="space-y-1.5">
      {rows.map((row, index) => (
        <li key={row.id ?? index}>
          <FileLink file={row.file} label={row.description} />
        </li>
      ))}
    </ul>
  )
}

type TitledFile = {
  id: number | string
  title?: string | null
  document?: number | FileDoc | null
  /** A line under the link (an official document's date and registry). */
  detail?: ReactNode
}

/** Titled members' files (manuals, forms, official documents), or the empty state. */
export function TitledFileList({ items }: { items: TitledFile[] }) {
  if (!items.length) return <EmptyState />
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id}>
          <FileLink file={item.document} label={item.title} />
          {item.detail && (
            <p className="ml-6 text-sm text-slate-600" data-file-detail>
              {item.detail}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
