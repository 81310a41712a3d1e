/**
 * Colours of the charts. Categorical colours are Paul Tol's "muted" scheme
 * (distinguishable with the common colour-vision deficiencies) plus three of his
 * "light" scheme; lines and marks keep at least 3:1 contrast on white, and
 * every meaning carried by a colour is also written (legend, labels, table).
 */
export const ink = {
  text: '#1e293b',
  muted: '#475569',
  grid: '#e2e8f0',
  axis: '#64748b',
}

/** Estimates: the series and its interval band. */
export const series = {
  line: '#185a72',
  band: '#7fb3c6',
  reference: '#9c2f1b',
  referenceBand: '#f3c9bd',
}

/** Periods without a value, drawn as columns so they never read as zero. */
export const gaps = {
  'not-available': '#cbd5e1',
  suppressed: '#64748b',
}

export const categorical = [
  '#332288',
  '#117733',
  '#CC6677',
  '#88CCEE',
  '#882255',
  '#44AA99',
  '#DDCC77',
  '#AA4499',
  '#999933',
  '#77AADD',
  '#EE8866',
  '#BBCC33',
]

export const categoricalColour = (index: number): string =>
  categorical[index % categorical.length] ?? categorical[0]!

/** Endemic-channel zones, from the lowest to the highest, light enough for the series over them. */
export const zones = {
  success: '#cfe8d5',
  safety: '#f6efc4',
  alert: '#fbd3a4',
  epidemic: '#f2a89b',
}

/** The series over the zones and its points, coloured by zone only as a second cue. */
export const zoneMarks = {
  success: '#117733',
  safety: '#7a6a00',
  alert: '#b35c00',
  epidemic: '#9c1c1c',
}

export const scan = {
  bar: '#4f7fa6',
  cluster: '#fde2b3',
  clusterEdge: '#b35c00',
  expected: '#1e293b',
}

/** Sequential scale for values on the map (light to dark blue, ColorBrewer "Blues" 5). */
export const sequential = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c']
