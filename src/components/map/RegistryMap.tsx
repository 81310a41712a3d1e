import { extent } from 'd3-array'
import { scaleQuantize } from 'd3-scale'
import type { Locale } from '@/i18n/locales'
import { countryName } from '@/lib/countries'
import { ChartLegend, type LegendItem } from '../charts/ChartLegend'
import { chartFormat } from '../charts/format'
import { sequential } from '../charts/palette'
import { chartText } from '../charts/text'
import { latinAmericaMap } from './geometry'
import { placeMarkers } from './placeMarkers'

export type MapRegistry = {
  /** The registry's network code: the key of `values` and of the link to its characteristics. */
  code: string
  initials: string
  name: string
  /** ISO alpha-2 country code. */
  country: string
  /** Where the registry is based; without them it is marked in the middle of its country. */
  latitude?: number | null
  longitude?: number | null
}

export type RegistryMapProps = {
  id: string
  locale: Locale
  title: string
  registries: MapRegistry[]
  /** The characteristics page: each marker links to it with the registry selected (`#code`). */
  registryHref: string
  /** A value per registry code (a chosen anomaly's prevalence) that shades the markers. */
  values?: Record<string, number | null | undefined>
  /** What the values are, for the legend and the markers' names. */
  valueLabel?: string
  /** `small` for the home page: smaller markers, no legend. */
  size?: 'full' | 'small'
}

const colours = {
  land: '#eef2f5',
  border: '#9aa9b8',
  member: '#c9e3ec',
  memberBorder: '#5f8ea0',
  marker: '#185a72',
  markerEdge: '#0f172a',
  noValue: '#ffffff',
}

/**
 * The member registries on a map of Latin America, rendered on the server.
 * Countries with a member registry are tinted; each registry is a link to its
 * characteristics, reachable with the keyboard and named for screen readers.
 */
export function RegistryMap({
  id,
  locale,
  title,
  registries,
  registryHref,
  values,
  valueLabel,
  size = 'full',
}: RegistryMapProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const map = latinAmericaMap()
  const radius = size === 'small' ? 7 : 6
  const memberCountries = new Set(registries.map((registry) => registry.country))

  const located = registries.flatMap((registry) => {
    const point =
      registry.latitude != null && registry.longitude != null
        ? map.project(registry.longitude, registry.latitude)
        : map.countryPoint(registry.country)
    return point ? [{ registry, x: point[0], y: point[1] }] : []
  })
  const placed = placeMarkers(
    located.map(({ registry, x, y }) => ({ code: registry.code, x, y })),
    radius,
  )

  const shown = values
    ? registries.flatMap((registry) => {
        const value = values[registry.code]
        return value != null && Number.isFinite(value) ? [value] : []
      })
    : []
  const [low = 0, high = 0] = extent(shown)
  const classes = scaleQuantize<string>()
    .domain([low, high > low ? high : low + 1])
    .range(sequential)
    .nice()
  const fillOf = (code: string) => {
    if (!values) return colours.marker
    const value = values[code]
    return value != null && Number.isFinite(value) ? classes(value) : colours.noValue
  }
  const valueText = (code: string) => {
    if (!values) return ''
    const value = values[code]
    return value != null && Number.isFinite(value)
      ? t('map.markerValue', { label: valueLabel ?? '', value: format.rate(value) })
      : t('map.markerNoValue', { label: valueLabel ?? '' })
  }

  const legend: LegendItem[] = [
    { label: t('map.memberCountry'), colour: colours.member },
    ...(values
      ? [
          ...classes.range().map((colour) => {
            const [from, to] = classes.invertExtent(colour)
            return {
              label: t('map.valueClass', { from: format.rate(from), to: format.rate(to) }),
              colour,
              shape: 'point' as const,
            }
          }),
          { label: t('map.noValue'), colour: colours.noValue, shape: 'point' as const },
        ]
      : [{ label: t('map.registry'), colour: colours.marker, shape: 'point' as const }]),
  ]

  return (
    <figure className="registry-map break-inside-avoid" data-map={size}>
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
        fontFamily="inherit"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {t('map.summary', { registries: registries.length, countries: memberCountries.size })}
        </desc>
        <g aria-hidden="true" strokeWidth={0.75} strokeLinejoin="round">
          {map.countries.map((country, index) => {
            const member = country.code != null && memberCountries.has(country.code)
            return (
              <path
                key={country.code ?? `n${index}`}
                d={country.d}
                fill={member ? colours.member : colours.land}
                stroke={member ? colours.memberBorder : colours.border}
                data-country={country.code}
              />
            )
          })}
        </g>
        <g aria-hidden="true" stroke={colours.markerEdge} strokeWidth={1}>
          {placed.map((marker) =>
            marker.x !== marker.anchorX || marker.y !== marker.anchorY ? (
              <line
                key={marker.code}
                x1={marker.anchorX}
                y1={marker.anchorY}
                x2={marker.x}
                y2={marker.y}
              />
            ) : null,
          )}
        </g>
        {placed.map((marker) => {
          const { registry } = located.find((entry) => entry.registry.code === marker.code)!
          const name = t('map.markerName', {
            initials: registry.initials,
            name: registry.name,
            country: countryName(registry.country, locale),
          })
          const value = valueText(registry.code)
          return (
            <a
              key={registry.code}
              href={`${registryHref}#${encodeURIComponent(registry.code)}`}
              aria-label={value ? `${name}. ${value}` : name}
              className="group"
              data-registry={registry.code}
              data-anchor={`${marker.anchorX.toFixed(1)},${marker.anchorY.toFixed(1)}`}
            >
              <title>{value ? `${registry.initials}: ${value}` : registry.initials}</title>
              <circle
                cx={marker.x}
                cy={marker.y}
                r={radius + 5}
                fill="none"
                stroke="#0f172a"
                strokeWidth={2.5}
                opacity={0}
                className="group-hover:opacity-100 group-focus-visible:opacity-100"
              />
              <circle
                cx={marker.x}
                cy={marker.y}
                r={radius}
                fill={fillOf(registry.code)}
                stroke={colours.markerEdge}
                strokeWidth={1.5}
              />
            </a>
          )
        })}
      </svg>
      {size === 'full' && (
        <>
          {values && valueLabel && <p className="mt-2 text-sm font-semibold">{valueLabel}</p>}
          <ChartLegend items={legend} />
        </>
      )}
    </figure>
  )
}
