import { markColours } from './palette'
import { markHub, markLand, markLinks, markNodes } from './markGeometry'

/**
 * The network's mark: a teal tile with Latin America and a network of registries over it.
 * Decorative by default (the name is always written beside it); give a title to make it an image.
 */
export function BrandMark({ className, title }: { className?: string; title?: string }) {
  const a11y = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': true } as const)
  return (
    <svg viewBox="0 0 64 64" className={className} {...a11y} data-brand-mark="">
      <rect width="64" height="64" rx="14" fill={markColours.tile} />
      {markLand.map((d) => (
        <path key={d.slice(0, 12)} d={d} fill={markColours.land} />
      ))}
      <path
        d={markLinks
          .map(([from, to]) => `M${markNodes[from].join(' ')}L${markNodes[to].join(' ')}`)
          .join('')}
        fill="none"
        stroke={markColours.link}
        strokeOpacity="0.85"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      {Object.entries(markNodes).map(([name, [cx, cy]]) => (
        <circle
          key={name}
          cx={cx}
          cy={cy}
          r={name === markHub ? 3.1 : 2.3}
          fill={name === markHub ? markColours.hub : markColours.node}
          stroke={markColours.tile}
          strokeWidth="1.2"
        />
      ))}
    </svg>
  )
}
