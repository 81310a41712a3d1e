'use client'

import { mapColours } from './mapColours'
import { landId, mapSpriteUrl } from './spriteNames'

/** A registry's marker, placed and named on the server. */
export type MapPin = {
  code: string
  /** The link's accessible name, and its tooltip unless it has a shorter one. */
  label: string
  /** A shaded map's tooltip: initials and the value in short. */
  tooltip?: string
  x: number
  y: number
  /** Where the registry is, when its marker was moved aside to leave room for another. */
  anchor?: [number, number]
  /** A shaded map's colour for the marker; the plain marker colour otherwise. */
  fill?: string
  shade?: string
}

export type MapViewProps = {
  id: string
  title: string
  description: string
  width: number
  height: number
  /** The countries with a member registry, tinted over the land. */
  members: string[]
  pins: MapPin[]
  radius: number
  /** The characteristics page; each marker links to it with the registry selected (`#code`). */
  registryHref: string
  /** Whether a marker may be hatched (a value withheld from this reader). */
  hatched: boolean
}

/**
 * The map's drawing. A client component so that the page's React payload carries only this
 * description, not every element of the drawing a second time: it renders on the server all
 * the same, and the outlines come from the sprite file.
 */
export function MapView({
  id,
  title,
  description,
  width,
  height,
  members,
  pins,
  radius,
  registryHref,
  hatched,
}: MapViewProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full"
      fontFamily="inherit"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {hatched && (
        <defs>
          <pattern
            id={`${id}-withheld`}
            patternUnits="userSpaceOnUse"
            width={4}
            height={4}
            patternTransform="rotate(45)"
          >
            <rect width={4} height={4} fill={mapColours.noValue} />
            <line x1={1} y1={0} x2={1} y2={4} stroke={mapColours.withheldLine} strokeWidth={1.5} />
          </pattern>
        </defs>
      )}
      <g aria-hidden="true" strokeWidth={0.75} strokeLinejoin="round">
        <use href={`${mapSpriteUrl}#${landId}`} fill={mapColours.land} stroke={mapColours.border} />
        {members.map((code) => (
          <use
            key={code}
            href={`${mapSpriteUrl}#${code}`}
            fill={mapColours.member}
            stroke={mapColours.memberBorder}
            data-country={code}
          />
        ))}
      </g>
      <g aria-hidden="true" stroke={mapColours.markerEdge} strokeWidth={1}>
        {pins.map(({ code, x, y, anchor }) =>
          anchor ? <line key={code} x1={anchor[0]} y1={anchor[1]} x2={x} y2={y} /> : null,
        )}
      </g>
      {/* Marker outlines and the focus ring are styled in globals.css (.map-pin). */}
      <g stroke={mapColours.markerEdge} strokeWidth={1.5}>
        {pins.map((pin) => (
          <a
            key={pin.code}
            href={`${registryHref}#${encodeURIComponent(pin.code)}`}
            // A link in SVG is named by its title; a short tooltip needs the full name here.
            aria-label={pin.tooltip ? pin.label : undefined}
            className="map-pin"
            data-registry={pin.code}
            data-shade={pin.shade}
            data-anchor={(pin.anchor ?? [pin.x, pin.y]).map((value) => value.toFixed(1)).join(',')}
          >
            <title>{pin.tooltip ?? pin.label}</title>
            <circle cx={pin.x} cy={pin.y} r={radius + 5} />
            <circle cx={pin.x} cy={pin.y} r={radius} fill={pin.fill ?? mapColours.marker} />
          </a>
        ))}
      </g>
    </svg>
  )
}
