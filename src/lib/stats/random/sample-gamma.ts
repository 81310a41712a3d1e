import type { UniformRandom } from './uniform-random'

/** A standard normal draw (Box–Muller, one of the pair). */
const sampleNormal = (random: UniformRandom) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())

/**
 * Draws one gamma-distributed value with the given shape and mean 1 (scale
 * 1/shape): the year-to-year factor of a rate whose variance is 1/shape.
 * Marsaglia and Tsang's method (ACM TOMS 26, 2000), exact by rejection; a
 * shape below 1 draws at shape + 1 and multiplies by U^(1/shape).
 *
 * @throws {RangeError} if shape is not a finite number > 0.
 */
export function sampleGammaFactor(random: UniformRandom, shape: number): number {
  if (!(shape > 0) || !Number.isFinite(shape))
    throw new RangeError(`shape must be a finite number > 0 (received ${String(shape)})`)
  if (shape < 1)
    return sampleGammaFactor(random, shape + 1) * ((shape + 1) / shape) * random() ** (1 / shape)
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    const x = sampleNormal(random)
    const v = (1 + c * x) ** 3
    if (v <= 0) continue
    const u = random()
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return (d * v) / shape
  }
}
