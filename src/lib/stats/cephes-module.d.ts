// cephes 3.x ships index.d.ts, but its package.json "exports" map has no
// "types" condition, so TypeScript's "bundler" resolution cannot find it.
// Declare the part of the API the statistics module uses.
declare module 'cephes' {
  /** Resolves once the WebAssembly code is compiled (already resolved in the CommonJS build). */
  export const compiled: Promise<void>
  /** Regularised lower incomplete gamma integral P(a, x). */
  export function igam(a: number, x: number): number
  /** Regularised upper incomplete gamma integral Q(a, x) = 1 - P(a, x). */
  export function igamc(a: number, x: number): number
  /** Inverse of igamc: the x for which Q(a, x) = y0. */
  export function igami(a: number, y0: number): number
  /** Regularised incomplete beta integral I_x(a, b). */
  export function incbet(a: number, b: number, x: number): number
  /** Natural logarithm of |Γ(x)|. */
  export function lgam(x: number): number
  /** Standard normal distribution function Φ(x). */
  export function ndtr(x: number): number
  /** Standard normal quantile: the x for which Φ(x) = y0. */
  export function ndtri(y0: number): number
  /** Student's t distribution function with k (integer) degrees of freedom: P(T ≤ t). */
  export function stdtr(k: number, t: number): number
  /** Student's t quantile with k (integer) degrees of freedom: the t for which P(T ≤ t) = p. */
  export function stdtri(k: number, p: number): number
  /** Upper tail of the chi-square distribution with df degrees of freedom: P(X > x). */
  export function chdtrc(df: number, x: number): number
}
