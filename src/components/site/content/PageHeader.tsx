import type { ReactNode } from 'react'

/** Page title and lead paragraph; every page has exactly one h1. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  )
}

/** The readable column under the header. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl space-y-10 px-4 py-8">{children}</div>
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
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
