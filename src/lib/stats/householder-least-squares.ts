export interface LeastSquaresSolution {
  coefficients: number[]
  /** The p × p upper-triangular factor R of A = QR. */
  r: number[][]
}

/**
 * Least-squares solution of A·x ≈ b (A is n × p, n ≥ p, full column rank) by
 * Householder QR, the decomposition R's `lm` and `glm` fit with (LINPACK's
 * dqrdc2). Accurate where the normal equations would square the condition
 * number.
 *
 * @throws {RangeError} if a column of A is (numerically) a combination of
 *   the previous ones, with R's `glm` tolerance of 1e-11.
 */
export function householderLeastSquares(
  a: readonly (readonly number[])[],
  b: readonly number[],
): LeastSquaresSolution {
  const n = a.length
  const p = a[0]!.length
  const m = a.map((row) => [...row])
  const v = [...b]
  const columnNorms = Array.from({ length: p }, (_, j) => Math.hypot(...m.map((row) => row[j]!)))
  for (let j = 0; j < p; j++) {
    let norm = 0
    for (let i = j; i < n; i++) norm += m[i]![j]! ** 2
    norm = Math.sqrt(norm)
    if (!(norm > 1e-11 * columnNorms[j]!)) {
      throw new RangeError('the design matrix is rank-deficient')
    }
    // Reflect column j onto −sign(a_jj)·norm·e_j, avoiding cancellation.
    const alpha = m[j]![j]! > 0 ? -norm : norm
    const u: number[] = []
    for (let i = j; i < n; i++) u.push(m[i]![j]!)
    u[0] = u[0]! - alpha
    const uNorm2 = u.reduce((sum, value) => sum + value * value, 0)
    const reflect = (get: (i: number) => number, set: (i: number, value: number) => void) => {
      let dot = 0
      for (let i = j; i < n; i++) dot += u[i - j]! * get(i)
      const factor = (2 * dot) / uNorm2
      for (let i = j; i < n; i++) set(i, get(i) - factor * u[i - j]!)
    }
    for (let c = j; c < p; c++) {
      reflect(
        (i) => m[i]![c]!,
        (i, value) => (m[i]![c] = value),
      )
    }
    reflect(
      (i) => v[i]!,
      (i, value) => (v[i] = value),
    )
  }
  const r = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => (j >= i ? m[i]![j]! : 0)),
  )
  const coefficients = new Array<number>(p).fill(0)
  for (let i = p - 1; i >= 0; i--) {
    let sum = v[i]!
    for (let j = i + 1; j < p; j++) sum -= r[i]![j]! * coefficients[j]!
    coefficients[i] = sum / r[i]![i]!
  }
  return { coefficients, r }
}

/** R⁻¹ for an upper-triangular R with a non-zero diagonal, by back-substitution. */
export function invertUpperTriangular(r: readonly (readonly number[])[]): number[][] {
  const p = r.length
  const inverse = Array.from({ length: p }, () => new Array<number>(p).fill(0))
  for (let column = 0; column < p; column++) {
    inverse[column]![column] = 1 / r[column]![column]!
    for (let i = column - 1; i >= 0; i--) {
      let sum = 0
      for (let j = i + 1; j <= column; j++) sum += r[i]![j]! * inverse[j]![column]!
      inverse[i]![column] = -sum / r[i]![i]!
    }
  }
  return inverse
}
