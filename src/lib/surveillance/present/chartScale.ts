/**
 * Axis of the interval chart: from 0 to a round number above every value, with
 * 4–6 round ticks (1, 2 or 5 times a power of ten).
 */
export function chartScale(values: number[]): { max: number; ticks: number[] } {
  const top = Math.max(1, ...values.filter(Number.isFinite)) * 1.1
  const roughStep = top / 5
  const magnitude = 10 ** Math.floor(Math.log10(roughStep))
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => top / candidate <= 6) ??
    10 * magnitude
  const max = Math.ceil(top / step) * step
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) =>
    Number((index * step).toPrecision(12)),
  )
  return { max, ticks }
}
