import type { Locale } from '@/i18n/locales'
import { countryName } from '@/lib/countries'
import { ChartLegend, type LegendItem } from '../charts/ChartLegend'
import { chartFormat } from '../charts/format'
import { chartText } from '../charts/text'
import { latinAmericaMap } from './geometry'
import { mapSpriteUrl, neighboursId } from './mapSprite'
import { placeMarkers } from './placeMarkers'
import { mapShading } from './shading'

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
  /**
   * Registries whose value is withheld from this reader (fewer cases than
   * `threshold`): marked "< threshold", never shaded as a rate.
   */
  withheld?: {
    codes: string[]
    threshold: number
    /** Of `codes`, those withheld only so that a small one cannot be worked back. */
    complementary?: string[]
  }
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
  withheldLine: '#475569',
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
  withheld,
  size = 'full',
}: RegistryMapProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const map = latinAmericaMap()
  const radius = size === 'small' ? 7 : 6
  const memberCountries = new Set(registries.map((registry) => registry.country))
  const networkCountries = map.countries.flatMap(({ code }) => (code ? [code] : []))

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

  const shading = mapShading(
    registries.map((registry) => registry.code),
    values ?? {},
    withheld?.codes,
  )
  const threshold = withheld?.threshold ?? 0
  const withheldFill = `url(#${id}-withheld)`
  const fillOf = (code: string) => {
    if (!values) return colours.marker
    const shade = shading.shadeOf(code)
    if (shade.kind === 'withheld') return withheldFill
    return shade.kind === 'value' ? shade.colour : colours.noValue
  }
  /** The value in words for the marker's name, and in short for its tooltip. */
  const valueText = (code: string): { said: string; shown: string } | null => {
    if (!values) return null
    const label = valueLabel ?? ''
    const shade = shading.shadeOf(code)
    if (shade.kind === 'withheld' && withheld?.complementary?.includes(code))
      return { said: t('map.markerComplement', { label }), shown: '*' }
    if (shade.kind === 'withheld')
      return {
        said: t('map.markerWithheld', { label, threshold }),
        shown: t('map.withheldShort', { threshold }),
      }
    if (shade.kind === 'none')
      return { said: t('map.markerNoValue', { label }), shown: t('map.noValue') }
    const said = t('map.markerValue', { label, value: format.rate(shade.value) })
    return { said, shown: format.rate(shade.value) }
  }

  const legend: LegendItem[] = [
    { label: t('map.memberCountry'), colour: colours.member },
    ...(values
      ? [
          ...shading.classes.map(({ from, to, colour }) => ({
            label: t('map.valueClass', { from: format.rate(from), to: format.rate(to) }),
            colour,
            shape: 'point' as const,
          })),
          ...(withheld &&
          registries.some(
            ({ code }) =>
              shading.shadeOf(code).kind === 'withheld' && !withheld.complementary?.includes(code),
          )
            ? [
                {
                  label: t('map.withheld', { threshold }),
                  colour: colours.withheldLine,
                  shape: 'hatchedPoint' as const,
                },
              ]
            : []),
          ...(withheld?.complementary?.some((code) => registries.some((r) => r.code === code))
            ? [
                {
                  label: t('map.complement'),
                  colour: colours.withheldLine,
                  shape: 'hatchedPoint' as const,
                },
              ]
            : []),
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
        {withheld && (
          <defs>
            <pattern
              id={`${id}-withheld`}
              patternUnits="userSpaceOnUse"
              width={4}
              height={4}
              patternTransform="rotate(45)"
            >
              <rect width={4} height={4} fill={colours.noValue} />
              <line x1={1} y1={0} x2={1} y2={4} stroke={colours.withheldLine} strokeWidth={1.5} />
            </pattern>
          </defs>
        )}
        <g aria-hidden="true" strokeWidth={0.75} strokeLinejoin="round">
          <use
            href={`${mapSpriteUrl}#${neighboursId}`}
            fill={colours.land}
            stroke={colours.border}
          />
          {networkCountries.map((code) => {
            const member = memberCountries.has(code)
            return (
              <use
                key={code}
                href={`${mapSpriteUrl}#${code}`}
                fill={member ? colours.member : colours.land}
                stroke={member ? colours.memberBorder : colours.border}
                data-country={code}
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
              aria-label={value ? `${name}. ${value.said}` : name}
              className="group"
              data-registry={registry.code}
              data-shade={values ? shading.shadeOf(registry.code).kind : undefined}
              data-anchor={`${marker.anchorX.toFixed(1)},${marker.anchorY.toFixed(1)}`}
            >
              <title>{value ? `${registry.initials}: ${value.shown}` : registry.initials}</title>
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
