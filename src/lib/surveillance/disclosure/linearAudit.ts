/**
 * What an outsider can work out from published numbers, by exact linear algebra.
 *
 * The cells of a table are unknowns x; the table's relations (a year is its two semesters, the
 * network is the sum of the registries it pools) are homogeneous equations Σ c·x = 0. Once the
 * published cells are replaced by their values, the withheld cells w satisfy A·w = b, and a
 * combination v·w is determined by what is published exactly when v lies in the row space of A,
 * that is when v is orthogonal to every vector of A's null space. Integers only (BigInt), no
 * rounding: a rank decided in floating point could miss a disclosure.
 */

/** Σ coefficient × cell = 0, cells by their index in the table. */
export type Relation = readonly (readonly [cell: number, coefficient: number])[]

const abs = (value: bigint) => (value < 0n ? -value : value)
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a)
  b = abs(b)
  while (b) [a, b] = [b, a % b]
  return a
}
const lcm = (a: bigint, b: bigint) => (a / gcd(a, b)) * b

/** A row divided by the gcd of its entries, so elimination keeps small integers. */
function reduce(row: bigint[]): bigint[] {
  let divisor = 0n
  for (const value of row) divisor = gcd(divisor, value)
  return divisor > 1n ? row.map((value) => value / divisor) : row
}

/**
 * A basis of the null space of `rows` (each of `width` integers), as integer vectors: the
 * combinations v with v·kernel = 0 for every basis vector are exactly the row space.
 */
export function nullSpace(rows: readonly (readonly number[])[], width: number): bigint[][] {
  const matrix = rows.map((row) => row.map(BigInt))
  const pivots: { row: number; column: number }[] = []
  let next = 0
  for (let column = 0; column < width && next < matrix.length; column++) {
    const found = matrix.findIndex((row, index) => index >= next && row[column] !== 0n)
    if (found === -1) continue
    ;[matrix[next], matrix[found]] = [matrix[found]!, matrix[next]!]
    const pivot = matrix[next]!
    // Reduced form: the pivot's column is cleared in every other row, above and below.
    for (let index = 0; index < matrix.length; index++) {
      const row = matrix[index]!
      if (index === next || row[column] === 0n) continue
      const factor = row[column]!
      const scale = pivot[column]!
      matrix[index] = reduce(row.map((value, j) => value * scale - pivot[j]! * factor))
    }
    pivots.push({ row: next, column })
    next++
  }
  const pivotColumns = new Set(pivots.map((pivot) => pivot.column))
  const common = pivots.reduce((acc, { row, column }) => lcm(acc, abs(matrix[row]![column]!)), 1n)
  const basis: bigint[][] = []
  for (let free = 0; free < width; free++) {
    if (pivotColumns.has(free)) continue
    const vector = Array<bigint>(width).fill(0n)
    vector[free] = common
    for (const { row, column } of pivots)
      vector[column] = (-matrix[row]![free]! * common) / matrix[row]![column]!
    basis.push(reduce(vector))
  }
  return basis
}

/**
 * The sets of withheld cells whose sum the published cells determine while it is between 1 and
 * `threshold` − 1 (a single cell is a set of one): each one is a small count given away.
 * `values` are the true counts (to know which sums are small); the attacker only uses the
 * relations. Only cells under the threshold can be part of a small sum, and at most
 * threshold − 1 of them, so the sets are enumerated from those. Withheld zeros are never
 * complementary cells (complementarySuppression), so a small sum is made of positive cells.
 * `unprotected` withheld cells are unknowns only (numbers never published): part of no sum.
 */
export function smallDeterminedSums(
  relations: readonly Relation[],
  values: readonly number[],
  withheld: readonly number[],
  threshold: number,
  unprotected: ReadonlySet<number> = new Set(),
): number[][] {
  if (threshold <= 1 || withheld.length === 0) return []
  const position = new Map(withheld.map((cell, index) => [cell, index]))
  const rows = relations
    .map((relation) => {
      const row = Array<number>(withheld.length).fill(0)
      for (const [cell, coefficient] of relation) {
        const at = position.get(cell)
        if (at !== undefined) row[at]! += coefficient
      }
      return row
    })
    .filter((row) => row.some((value) => value !== 0))
  const kernel = nullSpace(rows, withheld.length)
  const small = withheld
    .map((cell, index) => ({ cell, index, value: values[cell]! }))
    .filter((entry) => entry.value >= 1 && entry.value < threshold && !unprotected.has(entry.cell))
  const found: number[][] = []
  const chosen: typeof small = []
  const determined = () =>
    kernel.every((vector) => chosen.reduce((sum, entry) => sum + vector[entry.index]!, 0n) === 0n)
  const visit = (start: number, sum: number) => {
    for (let i = start; i < small.length; i++) {
      const entry = small[i]!
      if (sum + entry.value >= threshold) continue
      chosen.push(entry)
      if (determined()) found.push(chosen.map((item) => item.cell))
      visit(i + 1, sum + entry.value)
      chosen.pop()
    }
  }
  visit(0, 0)
  return found
}
