import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const checked = ['src', 'server', 'scripts']

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(c|m)?(j|t)sx?$/.test(entry.name) ? [full] : []
  })
}

/** Each file's offending lines, `file:line: text`. */
function offences(pattern: RegExp): string[] {
  return checked.flatMap((folder) =>
    sourceFiles(path.join(root, folder)).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    ),
  )
}

/** A write to a property of globalThis: assigned, or set through Object or Reflect. */
const globalWrite =
  /globalThis\b.*?[\]\w)]\s*(?:\?\?|\|\||&&|[-+*/])?=(?![=>])|(?:assign|defineProperty|defineProperties|set)\(\s*globalThis\b/

/**
 * The site runs on Next.js's public interfaces only: a minor release may change its internals
 * (next/dist) or what its server writes to a response, and nothing here may depend on either.
 */
describe('only public interfaces of Next.js', () => {
  it('imports nothing from next/dist', () => {
    expect(offences(/(?:from\s+|import\(\s*|require\(\s*)['"]next\/dist\//)).toEqual([])
  })

  it('never replaces res.write, res.end or res.setHeader', () => {
    expect(offences(/\.\s*(?:write|end|setHeader)\s*=(?!=)/)).toEqual([])
  })

  it('keeps no state on globalThis, which would be shared between bundles behind their back', () => {
    expect(offences(globalWrite)).toEqual([])
  })
})

describe('the check itself', () => {
  it('finds what it looks for', () => {
    const imports = /(?:from\s+|import\(\s*|require\(\s*)['"]next\/dist\//
    const patches = /\.\s*(?:write|end|setHeader)\s*=(?!=)/
    expect(imports.test("import x from 'next/dist/server/lib/a.js'")).toBe(true)
    expect(imports.test("await import('next/dist/a')")).toBe(true)
    expect(imports.test("import next from 'next'")).toBe(false)
    expect(patches.test('res.setHeader = function (name, value) {')).toBe(true)
    expect(patches.test('res.end=wrapped')).toBe(true)
    expect(patches.test("res.setHeader('x', 'y')")).toBe(false)
    expect(patches.test('if (res.end === original)')).toBe(false)
    expect(
      globalWrite.test("const s = ((globalThis as Store)[Symbol.for('a')] ??= new Map())"),
    ).toBe(true)
    expect(globalWrite.test('globalThis.registry = new Map()')).toBe(true)
    expect(globalWrite.test("globalThis['x'] ||= 1")).toBe(true)
    expect(globalWrite.test('Object.assign(globalThis, { handler })')).toBe(true)
    expect(globalWrite.test("Reflect.set(globalThis, 'x', 1)")).toBe(true)
    expect(globalWrite.test('const cache = globalThis.caches')).toBe(false)
    expect(globalWrite.test('if (globalThis.window === undefined) return')).toBe(false)
    expect(globalWrite.test('globalThis.queueMicrotask(() => done())')).toBe(false)
  })
})
