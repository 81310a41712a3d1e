import type { Plot } from './Axes'
import { gaps } from './palette'
import type { GapReason } from './types'

/**
 * Periods without a value drawn as light columns over the whole plot (hatched
 * when suppressed), so that a missing value never looks like a zero.
 */
export function GapColumns({
  id,
  columns,
  width,
  plot,
}: {
  id: string
  columns: { x: number; reason: GapReason; label: string }[]
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
          fill={column.reason === 'not-available' ? gaps['not-available'] : `url(#${hatch})`}
          fillOpacity={column.reason === 'not-available' ? 0.6 : 1}
          data-gap={column.reason}
        >
          <title>{column.label}</title>
        </rect>
      ))}
    </g>
  )
}
