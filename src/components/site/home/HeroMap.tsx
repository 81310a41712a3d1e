import { markHub, markLand, markLinks, markNodes } from '@/components/brand/markGeometry'

/** The hero's picture when the office has chosen none: the mark's map and network, drawn large. */
export function HeroMap() {
  return (
    <svg
      aria-hidden
      viewBox="2 2 60 60"
      className="mx-auto hidden w-full max-w-sm lg:block"
      data-testid="hero-map"
    >
      {markLand.map((d) => (
        <path
          key={d.slice(0, 12)}
          d={d}
          className="fill-white/10 stroke-brand-300/50"
          strokeWidth="0.3"
        />
      ))}
      <path
        d={markLinks
          .map(([from, to]) => `M${markNodes[from].join(' ')}L${markNodes[to].join(' ')}`)
          .join('')}
        className="fill-none stroke-brand-200/70"
        strokeWidth="0.5"
        strokeLinecap="round"
        strokeDasharray="0.1 1.4"
      />
      {Object.entries(markNodes).map(([name, [cx, cy]]) => (
        <g key={name}>
          <circle cx={cx} cy={cy} r="2.6" className="fill-brand-300/15" />
          <circle
            cx={cx}
            cy={cy}
            r={name === markHub ? 1.5 : 1.1}
            className={name === markHub ? 'fill-accent-400' : 'fill-white'}
          />
        </g>
      ))}
    </svg>
  )
}
