import type { Plot } from './Axes'
import { gaps } from './palette'
import { isWithheld } from './gapText'
import type { GapReason } from './types'

/**
 * Periods without a value drawn as columns over the whole plot, so that a missing value never
 * looks like a zero: hatched when a value exists and is withheld, light grey when not available,
 * outlined when the period is not complete yet.
 */
export function GapColumns({
  id,
  columns,
  width,
  plot,
}: {
  id: string
  columns: { x: number; reason: GapReason; label: string; period?: string }[]
  width: number
  plot: Plot
}) {
  if (columns.length === 0) return null
  const hatch = `${id}-hatch`
  return (
    <g data-gaps>
      <defs>
        <pattern id={hatch} width={6} height={6} patternUnits="userSpaceOnUse">
          <path d="M0 6 L6 0" stroke={gaps.suppressed} strokeWidth={1} />
        </pattern>
      </defs>
      {columns.map((column) => (
        <rect
          key={`${column.x}`}
          x={column.x - width / 2}
          y={plot.top}
          width={width}
          height={plot.bottom - plot.top}
          fill={
            isWithheld(column.reason)
              ? `url(#${hatch})`
              : column.reason === 'incomplete'
                ? 'none'
                : gaps['not-available']
          }
          fillOpacity={column.reason === 'not-available' ? 0.6 : 1}
          stroke={column.reason === 'incomplete' ? gaps.suppressed : undefined}
          strokeDasharray={column.reason === 'incomplete' ? '3 3' : undefined}
          data-gap={column.reason}
          data-period={column.period}
        >
          <title>{column.label}</title>
        </rect>
      ))}
    </g>
  )
}
