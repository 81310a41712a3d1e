export type LegendItem = {
  label: string
  colour: string
  /**
   * `band` a filled box, `line` a stroke, `dashed` a dashed stroke, `hatched` a gap column,
   * `point` a map marker, `hatchedPoint` a marker whose value is withheld, `hollowPoint` an
   * estimate of a period some registry is missing from.
   */
  shape?: 'band' | 'line' | 'dashed' | 'point' | 'hatched' | 'hatchedPoint' | 'hollowPoint'
}

/** The legend under a chart: a swatch drawn like the mark, and its meaning in words. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" data-legend>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <Swatch {...item} />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  )
}

function Swatch({ colour, shape = 'band' }: LegendItem) {
  return (
    <svg width={20} height={12} viewBox="0 0 20 12" aria-hidden="true" className="shrink-0">
      {shape === 'line' && <line x1={1} x2={19} y1={6} y2={6} stroke={colour} strokeWidth={2.5} />}
      {shape === 'dashed' && (
        <line x1={1} x2={19} y1={6} y2={6} stroke={colour} strokeWidth={2} strokeDasharray="4 3" />
      )}
      {shape === 'point' && (
        <circle cx={10} cy={6} r={4.5} fill={colour} stroke="#0f172a" strokeWidth={1} />
      )}
      {shape === 'hollowPoint' && (
        <circle cx={10} cy={6} r={4} fill="#fff" stroke={colour} strokeWidth={2} />
      )}
      {shape === 'hatchedPoint' && (
        <>
          <circle cx={10} cy={6} r={4.5} fill="#fff" stroke="#0f172a" strokeWidth={1} />
          {/* Three chords of the circle at 45°, like the marker's hatching. */}
          <path
            d="M6.8 9.2 L13.2 2.8 M8.8 10.3 L14.3 4.8 M5.7 7.2 L11.2 1.7"
            stroke={colour}
            strokeWidth={1.2}
          />
        </>
      )}
      {shape === 'band' && (
        <rect x={1} y={1} width={18} height={10} fill={colour} stroke="#64748b" strokeWidth={0.5} />
      )}
      {shape === 'hatched' && (
        <>
          <rect x={1} y={1} width={18} height={10} fill="#fff" stroke={colour} strokeWidth={1} />
          <path d="M3 11 L9 1 M9 11 L15 1 M15 11 L19 4" stroke={colour} strokeWidth={1.2} />
        </>
      )}
    </svg>
  )
}
