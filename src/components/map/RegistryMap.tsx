import type { Locale } from '@/i18n/locales'
import { countryName } from '@/lib/countries'
import { localePath } from '@/lib/site/localePath'
import { ChartLegend, type LegendItem } from '../charts/ChartLegend'
import { ChartShare, type ChartAddresses } from '../charts/ChartShare'
import { chartFormat } from '../charts/format'
import { tenth } from '../charts/layout'
import { chartText } from '../charts/text'
import { latinAmericaMap } from './geometry'
import { mapColours } from './mapColours'
import { MapView, type MapPin } from './MapView'
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
   * Registries whose value is withheld from this reader, never shaded as a rate: a count under
   * `threshold` marked "< threshold", a complement "*", a period not published "withheld".
   */
  withheld?: {
    codes: string[]
    threshold: number
    /** Of `codes`, those withheld only so that a small one cannot be worked back. */
    complementary?: string[]
    /** Of `codes`, those not published for the period shown (no reason about their size is told). */
    unpublished?: string[]
  }
  /** `small` for the home page: smaller markers, no legend. */
  size?: 'full' | 'small'
  /** The map's permanent link and embeddable page, when its page gives them. */
  addresses?: ChartAddresses
}

/**
 * The member registries on a map of Latin America: projected, placed, shaded and named here on
 * the server, drawn by MapView. Countries with a member registry are tinted; each registry is a
 * link to its characteristics, reachable with the keyboard and named for screen readers.
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
  addresses,
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

  const shading = mapShading(
    registries.map((registry) => registry.code),
    values ?? {},
    withheld?.codes,
  )
  const threshold = withheld?.threshold ?? 0
  const withheldFill = `url(#${id}-withheld)`
  const fillOf = (code: string) => {
    const shade = shading.shadeOf(code)
    if (shade.kind === 'withheld') return withheldFill
    return shade.kind === 'value' ? shade.colour : mapColours.noValue
  }
  /** The value in words for the marker's name, and in short for its tooltip. */
  const valueText = (code: string): { said: string; shown: string } | null => {
    if (!values) return null
    const label = valueLabel ?? ''
    const shade = shading.shadeOf(code)
    if (shade.kind === 'withheld' && withheld?.complementary?.includes(code))
      return { said: t('map.markerComplement', { label }), shown: '*' }
    if (shade.kind === 'withheld' && withheld?.unpublished?.includes(code))
      return { said: t('map.markerUnpublished', { label }), shown: t('gap.withheldShort') }
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
    { label: t('map.memberCountry'), colour: mapColours.member },
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
              shading.shadeOf(code).kind === 'withheld' &&
              !withheld.complementary?.includes(code) &&
              !withheld.unpublished?.includes(code),
          )
            ? [
                {
                  label: t('map.withheld', { threshold }),
                  colour: mapColours.withheldLine,
                  shape: 'hatchedPoint' as const,
                },
              ]
            : []),
          ...(withheld?.complementary?.some((code) => registries.some((r) => r.code === code))
            ? [
                {
                  label: t('map.complement'),
                  colour: mapColours.withheldLine,
                  shape: 'hatchedPoint' as const,
                },
              ]
            : []),
          ...(withheld?.unpublished?.some((code) => registries.some((r) => r.code === code))
            ? [
                {
                  label: t('map.unpublished'),
                  colour: mapColours.withheldLine,
                  shape: 'hatchedPoint' as const,
                },
              ]
            : []),
          { label: t('map.noValue'), colour: mapColours.noValue, shape: 'point' as const },
        ]
      : [{ label: t('map.registry'), colour: mapColours.marker, shape: 'point' as const }]),
  ]

  const pins = placed.map((marker): MapPin => {
    const { registry } = located.find((entry) => entry.registry.code === marker.code)!
    const name = t('map.markerName', {
      initials: registry.initials,
      name: registry.name,
      country: countryName(registry.country, locale),
    })
    const value = valueText(registry.code)
    const [x, y] = [tenth(marker.x), tenth(marker.y)]
    const anchor: [number, number] = [tenth(marker.anchorX), tenth(marker.anchorY)]
    // Only what differs from the plain marker: the page's payload carries every pin.
    return {
      code: registry.code,
      label: value ? `${name}. ${value.said}` : name,
      ...(value && { tooltip: `${registry.initials}: ${value.shown}` }),
      x,
      y,
      ...((anchor[0] !== x || anchor[1] !== y) && { anchor }),
      ...(values && { fill: fillOf(registry.code), shade: shading.shadeOf(registry.code).kind }),
    }
  })

  return (
    <figure className="registry-map break-inside-avoid" data-map={size}>
      <MapView
        id={id}
        title={title}
        description={t('map.summary', {
          registries: registries.length,
          countries: memberCountries.size,
        })}
        width={map.width}
        height={map.height}
        members={[...memberCountries]}
        pins={pins}
        radius={radius}
        registryHref={localePath(locale, registryHref)}
        hatched={Boolean(withheld)}
      />
      {size === 'full' && (
        <>
          {values && valueLabel && <p className="mt-2 text-sm font-semibold">{valueLabel}</p>}
          <ChartLegend items={legend} />
          {values && (
            <ChartShare
              name="map"
              title={title}
              locale={locale}
              // The values as the markers say them: a withheld registry as withheld, never 0.
              table={{
                caption: title,
                columns: [t('table.registry'), valueLabel ?? t('table.value')],
                rows: registries.map((registry) => [
                  registry.initials,
                  valueText(registry.code)?.shown ?? '',
                ]),
              }}
              addresses={addresses}
            />
          )}
        </>
      )}
    </figure>
  )
}
