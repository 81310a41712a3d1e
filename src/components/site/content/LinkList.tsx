import { TypedLink } from './TypedLink'

type LinkRow = { id?: string | null; label: string; url: string }

/** The office's links (text and address), or nothing when there are none. */
export function LinkList({ links }: { links: LinkRow[] | null | undefined }) {
  const rows = links ?? []
  if (!rows.length) return null
  return (
    <ul className="space-y-1.5" data-testid="link-list">
      {rows.map((link, index) => (
        <li key={link.id ?? index}>
          <TypedLink href={link.url}>{link.label}</TypedLink>
        </li>
      ))}
    </ul>
  )
}
