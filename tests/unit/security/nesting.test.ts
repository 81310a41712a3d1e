import { describe, expect, it } from 'vitest'
import { nestsDeeperThan, textNestsDeeperThan } from '@/lib/security/nesting'

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf'
  for (let i = 0; i < depth; i++) value = i % 2 ? { inner: value } : [value]
  return value
}

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false)
    expect(nestsDeeperThan(nested(4), 3)).toBe(true)
    expect(nestsDeeperThan('[[[[[[', 1)).toBe(false)
  })

  it('walks a million levels without overflowing the stack', () => {
    expect(nestsDeeperThan(JSON.parse('['.repeat(1e6) + ']'.repeat(1e6)))).toBe(true)
  })
})

describe('textNestsDeeperThan', () => {
  it('counts braces, brackets and parentheses outside strings and comments', () => {
    expect(textNestsDeeperThan('{ a(b: [1]) { c } }', 3)).toBe(false)
    expect(textNestsDeeperThan('{ a(b: [{c: 1}]) }', 3)).toBe(true)
    expect(textNestsDeeperThan('{ a(b: "[[[[\\"[[[[") }', 2)).toBe(false)
    expect(textNestsDeeperThan('{ a # [[[[[[\n }', 1)).toBe(false)
  })
})
