import type { AccumulatedDatum } from '@/payload-types'
import { EmptyState } from './EmptyState'
import { FileLink } from './FileLink'

/** Published data files (name, description, document). */
export function FileCards({ items }: { items: AccumulatedDatum[] }) {
  if (!items.length) return <EmptyState />
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
          {item.description && (
            <p className="mt-1 whitespace-pre-line text-slate-700">{item.description}</p>
          )}
          <div className="mt-3">
            <FileLink file={item.document} label={item.name} />
          </div>
        </li>
      ))}
    </ul>
  )
}
