export type Anchor = { code: string; x: number; y: number }
export type PlacedMarker = Anchor & { anchorX: number; anchorY: number }

/**
 * Spreads markers that would overlap (two registries in one city) evenly on a
 * small ring around their common point, so that each stays visible and
 * clickable; a marker with room of its own stays where it is.
 */
export function placeMarkers(anchors: Anchor[], radius: number, gap = 2): PlacedMarker[] {
  const reach = 2 * radius + gap
  // Groups of markers closer than `reach`, joined transitively.
  const group = anchors.map((_, index) => index)
  const root = (index: number): number =>
    group[index] === index ? index : (group[index] = root(group[index]!))
  anchors.forEach((a, i) =>
    anchors.forEach((b, j) => {
      if (j > i && Math.hypot(a.x - b.x, a.y - b.y) < reach) group[root(j)] = root(i)
    }),
  )
  const members = new Map<number, number[]>()
  anchors.forEach((_, index) => {
    const key = root(index)
    members.set(key, [...(members.get(key) ?? []), index])
  })
  const placed: PlacedMarker[] = anchors.map((anchor) => ({
    ...anchor,
    anchorX: anchor.x,
    anchorY: anchor.y,
  }))
  for (const indices of members.values()) {
    if (indices.length < 2) continue
    const cx = indices.reduce((sum, index) => sum + anchors[index]!.x, 0) / indices.length
    const cy = indices.reduce((sum, index) => sum + anchors[index]!.y, 0) / indices.length
    // Neighbours on the ring are `reach` apart: chord = 2·ring·sin(π/n).
    const ring = Math.max(reach / 2, reach / (2 * Math.sin(Math.PI / indices.length)))
    indices.forEach((index, order) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * order) / indices.length
      placed[index] = {
        ...placed[index]!,
        x: cx + ring * Math.cos(angle),
        y: cy + ring * Math.sin(angle),
      }
    })
  }
  return placed
}
