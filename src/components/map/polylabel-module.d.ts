// polylabel ships no types: the one function the map uses.
declare module 'polylabel' {
  /** The pole of inaccessibility of a polygon (rings of [x, y]): the inside point farthest from its edges. */
  export default function polylabel(
    polygon: number[][][],
    precision?: number,
  ): [number, number] & { distance: number }
}
