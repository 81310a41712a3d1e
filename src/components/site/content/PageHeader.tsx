import type { ReactNode } from 'react'

/** The page's column: text pages keep a readable width, data pages (`wide`) the header's. */
const column = (wide: boolean) => (wide ? 'max-w-7xl' : 'max-w-5xl')

/** Page title and lead paragraph; every page has exactly one h1. */
export function PageHeader({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string
  lead?: string
  /** Aligns the title with a wide page body (tables, charts). */
  wide?: boolean
  children?: ReactNode
}) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <div className={`mx-auto ${column(wide)} px-4 py-8 sm:py-10`}>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  )
}

/**
 * The column under the header: a readable width for text, or the full content width (`wide`)
 * for pages of tables and registry data.
 */
export function PageBody({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto ${column(wide)} space-y-10 px-4 py-8`}>{children}</div>
}

export function Section({
  title,
  children,
  id,
}: {
  title: string
  children: ReactNode
  id?: string
}) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="space-y-4">
      <h2 id={id ? `${id}-title` : undefined} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
