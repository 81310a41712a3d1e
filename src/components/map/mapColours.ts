/** The map's colours: land, member countries, markers, and the hatching of withheld values. */
export const mapColours = {
  land: '#eef2f5',
  border: '#9aa9b8',
  member: '#c9e3ec',
  memberBorder: '#5f8ea0',
  marker: '#185a72',
  markerEdge: '#0f172a',
  noValue: '#ffffff',
  withheldLine: '#475569',
}
