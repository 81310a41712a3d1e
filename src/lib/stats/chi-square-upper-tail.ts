import { chdtrc } from './cephes-ready'
import { isCephesUnderflow } from './is-cephes-underflow'

/**
 * P(X > x) for a chi-square variable with `degrees` degrees of freedom,
 * R's `pchisq(x, degrees, lower.tail = FALSE)`, from cephes' chdtrc.
 *
 * Far in the tail (p below about 10⁻³⁰⁰) cephes' WebAssembly build throws
 * on underflow instead of returning 0; the answer there is 0.
 *
 * Also the two-sided normal p-value: 2·Φ(−|z|) = P(χ²₁ > z²), which keeps
 * full relative precision where cephes' ndtr already returns 0 (|z| > 27).
 *
 * @example chiSquareUpperTail(1, 3.841458820694124) // 0.05
 */
export function chiSquareUpperTail(degrees: number, x: number): number {
  try {
    return chdtrc(degrees, x)
  } catch (error) {
    if (isCephesUnderflow(error)) return 0
    throw error
  }
}
