import { describe, expect, it } from 'vitest'
import {
  withheldOverReleases,
  type KeyedTable,
  type ReleasedTable,
} from '@/lib/surveillance/disclosure/overReleases'
import { Span } from '../../helpers/outsiderAlgebra'

/**
 * One network semester over two releases. Release 1: A 10, B 12, C 2 cases, the network 24.
 * Release 2: D joins with 3 cases, the network 27; A, B and C are unchanged. Chosen alone, the
 * second release withholds C and D (their sum, 5, is not small) and shows A: with release 1's
 * network and B, A + C = 12, so C = 2 comes back. Chosen knowing release 1, it must not.
 */
const THRESHOLD = 5
const network = (registries: string[], key: string): KeyedTable['relations'][number] => [
  [key, 1],
  ...registries.map((registry) => [registry, -1] as const),
]
const first: KeyedTable = {
  cells: [
    { key: 'A', value: 10, rank: 0 },
    { key: 'B', value: 12, rank: 0 },
    { key: 'C', value: 2, rank: 0 },
    { key: 'N', value: 24, rank: 2 },
  ],
  relations: [network(['A', 'B', 'C'], 'N')],
}
const second: KeyedTable = {
  cells: [
    ...first.cells.slice(0, 3),
    { key: 'D', value: 3, rank: 0 },
    { key: 'N', value: 27, rank: 2 },
  ],
  relations: [network(['A', 'B', 'C', 'D'], 'N')],
}

/** The outsider's unknowns: A, B, C, D and each release's network (its value changed). */
const columns = ['A', 'B', 'C', 'D', 'N1', 'N2']
const unit = (name: string) => columns.map((column) => (column === name ? 1 : 0))
const networkRow = (registries: string[], name: string) =>
  columns.map((column) => (column === name ? 1 : registries.includes(column) ? -1 : 0))

/** Everything both releases publish: the relations, and each shown cell's value. */
function outsider(withheld1: ReadonlySet<string>, withheld2: ReadonlySet<string>): Span {
  const span = new Span()
  span.add(networkRow(['A', 'B', 'C'], 'N1'))
  span.add(networkRow(['A', 'B', 'C', 'D'], 'N2'))
  for (const key of ['A', 'B', 'C', 'N'])
    if (!withheld1.has(key)) span.add(unit(key === 'N' ? 'N1' : key))
  for (const key of ['A', 'B', 'C', 'D', 'N'])
    if (!withheld2.has(key)) span.add(unit(key === 'N' ? 'N2' : key))
  return span
}
const determined = (span: Span, name: string) => span.reduce(unit(name)).every((v) => v === 0)

describe('suppression over releases', () => {
  const withheld1 = withheldOverReleases(first, [], THRESHOLD)
  const released: ReleasedTable = { ...first, withheld: withheld1 }

  it('protects the first release on its own', () => {
    expect(withheld1.has('C')).toBe(true)
    expect(determined(outsider(withheld1, withheld1), 'C')).toBe(false)
  })

  it('chosen alone, a second release gives the first one’s small count away', () => {
    const alone = withheldOverReleases(second, [], THRESHOLD)
    expect(determined(outsider(withheld1, alone), 'C')).toBe(true)
  })

  it('chosen knowing the first, no small count of either release comes back', () => {
    const withheld2 = withheldOverReleases(second, [released], THRESHOLD)
    const span = outsider(withheld1, withheld2)
    for (const name of ['C', 'D']) expect(determined(span, name), name).toBe(false)
    // A complement of release 1 with the same value stays withheld.
    for (const key of withheld1) if (key !== 'N') expect(withheld2.has(key), key).toBe(true)
  })

  it('keeps every decision of an unchanged table', () => {
    expect(withheldOverReleases(first, [released], THRESHOLD)).toEqual(withheld1)
  })
})
