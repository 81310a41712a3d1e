import { geoAzimuthalEqualArea, geoBounds, geoPath, type GeoProjection } from 'd3-geo'
import polylabel from 'polylabel'
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
// Natural Earth 1:110m country shapes, bundled with the server code: nothing is fetched.
import atlas from 'world-atlas/countries-110m.json'

/** ISO 3166-1 numeric codes (the atlas's feature ids) of the network's countries. */
export const isoNumeric: Record<string, string> = {
  AR: '032',
  BO: '068',
  BR: '076',
  CL: '152',
  CO: '170',
  CR: '188',
  CU: '192',
  SV: '222',
  EC: '218',
  GT: '320',
  HT: '332',
  HN: '340',
  MX: '484',
  NI: '558',
  PA: '591',
  PY: '600',
  PE: '604',
  DO: '214',
  UY: '858',
  VE: '862',
}

const alpha2ByNumeric = new Map(Object.entries(isoNumeric).map(([alpha2, id]) => [id, alpha2]))

/** Longitudes and latitudes of the neighbours worth drawing around Latin America. */
const window = { west: -125, east: -25, south: -58, north: 35 }

export type MapCountry = {
  /** The country's ISO alpha-2 code when it is one of the network's countries. */
  code?: string
  /** The projected outline, rounded to whole units of the viewBox. */
  d: string
}

export type LatinAmericaMap = {
  width: number
  height: number
  countries: MapCountry[]
  /** A longitude/latitude in viewBox units; null outside the map. */
  project: (longitude: number, latitude: number) => [number, number] | null
  /** The point of the country's largest landmass farthest from its coasts and borders. */
  countryPoint: (code: string) => [number, number] | null
}

type CountryFeature = Feature<Polygon | MultiPolygon, { name: string }>

const allCountries = (): CountryFeature[] => {
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >
  return collection.features.filter(
    (country): country is CountryFeature =>
      country.geometry?.type === 'Polygon' || country.geometry?.type === 'MultiPolygon',
  )
}

/** True when the feature's extent meets the window (bounds that cross the antimeridian wrap). */
const nearLatinAmerica = (country: CountryFeature): boolean => {
  const [[west, south], [east, north]] = geoBounds(country)
  if (north < window.south || south > window.north) return false
  if (west > east) return east >= window.west || west <= window.east
  return east >= window.west && west <= window.east
}

/** The largest polygon of a country (its mainland), for a point that falls on land. */
const mainland = (country: CountryFeature): Feature<Polygon> => {
  const polygons =
    country.geometry.type === 'Polygon'
      ? [country.geometry.coordinates]
      : country.geometry.coordinates
  const path = geoPath()
  const largest = polygons
    .map((coordinates) => ({ type: 'Polygon' as const, coordinates }))
    .reduce((best, polygon) => (path.area(polygon) > path.area(best) ? polygon : best))
  return { type: 'Feature', properties: {}, geometry: largest }
}

const cache = new Map<number, LatinAmericaMap>()

/**
 * Latin America in an equal-area projection centred on the region, fitted to
 * the network's twenty countries at `width` units wide (neighbours clipped at
 * the edges). Outlines are rounded to whole units: at the sizes the map is
 * shown a finer grain adds bytes and no visible detail. Built once per width.
 */
export function latinAmericaMap(width = 600): LatinAmericaMap {
  const cached = cache.get(width)
  if (cached) return cached
  const features = allCountries()
  const members = features.filter((country) => alpha2ByNumeric.has(String(country.id)))
  const membersCollection: FeatureCollection = { type: 'FeatureCollection', features: members }
  const padding = 8
  const projection: GeoProjection = geoAzimuthalEqualArea()
    .rotate([78, 12])
    .fitWidth(width - 2 * padding, membersCollection)
  const [[, top], [, bottom]] = geoPath(projection).bounds(membersCollection)
  const [tx, ty] = projection.translate()
  projection.translate([tx + padding, ty - top + padding])
  const height = Math.ceil(bottom - top + 2 * padding)
  projection.clipExtent([
    [0, 0],
    [width, height],
  ])
  const path = geoPath(projection).digits(0)

  const countries: MapCountry[] = features.filter(nearLatinAmerica).flatMap((country) => {
    const d = path(country)
    if (!d) return []
    const code = alpha2ByNumeric.get(String(country.id))
    return [code ? { code, d } : { d }]
  })
  const inside = ([x, y]: [number, number]) => x >= 0 && x <= width && y >= 0 && y <= height
  const project = (longitude: number, latitude: number): [number, number] | null => {
    const point = projection([longitude, latitude])
    return point && inside(point) ? point : null
  }
  const points = new Map(
    members.map((country) => {
      // A centroid can fall outside a curved country (Haiti, Chile): the pole of
      // inaccessibility of the projected mainland is always inside it.
      const rings = mainland(country).geometry.coordinates.map((ring) =>
        ring.flatMap((position) => {
          const projected = projection(position as [number, number])
          return projected ? [projected] : []
        }),
      )
      const point = rings.length ? polylabel(rings, 0.5) : null
      return [
        alpha2ByNumeric.get(String(country.id))!,
        point ? ([point[0], point[1]] as [number, number]) : null,
      ] as const
    }),
  )
  const map: LatinAmericaMap = {
    width,
    height,
    countries,
    project,
    countryPoint: (code) => points.get(code) ?? null,
  }
  cache.set(width, map)
  return map
}
