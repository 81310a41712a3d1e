'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

type Edges = { overflow: boolean; before: boolean; after: boolean }

/**
 * The frame of a table that may be wider than the screen. It scrolls sideways; when the table
 * does not fit, a line above says so, a shadow marks each edge with more columns behind it, and
 * the frame takes keyboard focus (a named region) so arrow keys scroll it. Texts come from the
 * caller (common.scrollHint, common.scrollRegion), so server and client components both use it.
 */
export function ScrollFrame({
  hint,
  label,
  className = '',
  children,
}: {
  hint: string
  label: string
  /** Classes of the scrolling box (border, rounding). */
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const [edges, setEdges] = useState<Edges>({ overflow: false, before: false, after: false })

  useEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => {
      const max = box.scrollWidth - box.clientWidth
      const at = Math.abs(box.scrollLeft)
      const next = { overflow: max > 1, before: at > 1, after: at < max - 1 }
      setEdges((now) =>
        now.overflow === next.overflow && now.before === next.before && now.after === next.after
          ? now
          : next,
      )
    }
    // The observer reports each box once on start, then on every change of size.
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    for (const child of Array.from(box.children)) observer.observe(child)
    box.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', measure)
    }
  }, [])

  const shadow = 'pointer-events-none absolute inset-y-0 w-6 from-slate-900/25 to-transparent'
  return (
    <div data-scroll-frame="" data-overflow={edges.overflow || undefined}>
      {edges.overflow && (
        <p id={hintId} className="mb-2 flex items-center gap-2 text-sm text-slate-600">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-4 shrink-0 fill-none stroke-current"
            strokeWidth="2"
          >
            <path d="M8 8 4 12l4 4M16 8l4 4-4 4M4 12h16" />
          </svg>
          {hint}
        </p>
      )}
      <div className="relative">
        {/* Relative too: text hidden for sight in a cell (sr-only, absolutely placed) is then
            clipped with the table, instead of widening the page beyond a phone's screen. */}
        <div
          ref={ref}
          className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
          {...(edges.overflow
            ? { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-describedby': hintId }
            : {})}
        >
          {children}
        </div>
        <span
          aria-hidden
          className={`${shadow} left-0 bg-gradient-to-r transition-opacity ${edges.before ? 'opacity-100' : 'opacity-0'}`}
        />
        <span
          aria-hidden
          className={`${shadow} right-0 bg-gradient-to-l transition-opacity ${edges.after ? 'opacity-100' : 'opacity-0'}`}
        />
      </div>
    </div>
  )
}
