import { describe, expect, it } from 'vitest'
import { orderKeys } from '@/lib/ordering/orderKeys'
import { firstChildHref } from '@/lib/site/firstChild'

const ascending = (keys: string[], compare: (a: string, b: string) => number) =>
  keys.every((key, index) => index === 0 || compare(keys[index - 1]!, key) < 0)

describe('orderKeys', () => {
  it('gives none for nothing', () => {
    expect(orderKeys(0)).toEqual([])
  })

  it('gives distinct keys in ascending order, after the key given', () => {
    const keys = orderKeys(500)
    expect(new Set(keys).size).toBe(500)
    expect(ascending(keys, (a, b) => (a < b ? -1 : a > b ? 1 : 0))).toBe(true)
    const later = orderKeys(3, keys[keys.length - 1]!)
    expect(later.every((key) => key > keys[keys.length - 1]!)).toBe(true)
  })

  it('sort the same under a case- and accent-insensitive collation (PostgreSQL)', () => {
    const keys = orderKeys(500)
    expect(keys.every((key) => /^[0-9a-z]+$/.test(key))).toBe(true)
    const collation = new Intl.Collator('en', { sensitivity: 'base' })
    expect(ascending(keys, collation.compare)).toBe(true)
  })
})

describe('firstChildHref', () => {
  it('is the first child in the order given, else the fallback', () => {
    expect(
      firstChildHref([{ href: '/recursos/3' }, { href: '/recursos/1' }], '/recursos/links'),
    ).toBe('/recursos/3')
    expect(firstChildHref([], '/recursos/links')).toBe('/recursos/links')
  })
})
