import { ndtri, stdtr } from './cephes-ready'

/**
 * A one-sided p-value whose variance was estimated on `degrees` degrees of
 * freedom, read on Student's t instead of the normal: z = Φ⁻¹(p), then
 * P(T_degrees ≤ z) (cephes' ndtri, stdtr; R: pt(qnorm(p), degrees)). Unchanged with infinite degrees, or for
 * p ≥ 0.5 (no excess to weaken); 0 stays 0 only when degrees are infinite.
 */
export function studentizedPValue(p: number, degrees: number): number {
  if (!Number.isFinite(degrees) || p >= 0.5) return p
  if (p <= 0) return stdtr(degrees, -40)
  return stdtr(degrees, ndtri(p))
}
