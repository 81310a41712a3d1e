/** Which tail of a distribution a probability refers to: P(X ≤ x) or P(X > x). */
export type GammaTail = 'lower' | 'upper'
