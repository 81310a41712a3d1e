import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The disclosure module is the only place that decides what a viewer sees
 * (src/lib/surveillance/disclosure/README.md): code outside its folder uses its entry point
 * (`disclosure/index.ts`) only, never one of its files, so no caller assembles policy pieces of
 * its own. Every import, re-export, dynamic import and module mock of the application and the
 * benchmarks is resolved to a path and checked. Unit tests of the internals (tests/) may import
 * them.
 */

const root = path.resolve(__dirname, '../../..')
const disclosure = path.join(root, 'src/lib/surveillance/disclosure')
const SCANNED = ['src', 'bench']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(m?ts|tsx|m?js)$/.test(name) ? [full] : []
  })
}

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)['"]([^'"]+)['"]/g

/** Every module specifier a file names. */
const specifiers = (text: string) => [...text.matchAll(SPECIFIER)].map((match) => match[1]!)

/** The absolute path a specifier names (without extension), or null for a package. */
function resolved(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(root, 'src', specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return null
}

/** Whether `file` importing `specifier` reaches past the entry point into the folder. */
function reachesInside(file: string, specifier: string): boolean {
  if (file.startsWith(disclosure + path.sep)) return false
  const target = resolved(file, specifier)?.replace(/\.(m?ts|tsx|m?js)$/, '')
  if (!target || !target.startsWith(disclosure + path.sep)) return false
  return target !== path.join(disclosure, 'index')
}

describe('the disclosure module', () => {
  it('tells an internal import from the entry point', () => {
    const caller = path.join(root, 'src/lib/surveillance/data/prevalencePage.ts')
    expect(reachesInside(caller, '../disclosure/viewer')).toBe(true)
    expect(reachesInside(caller, '@/lib/surveillance/disclosure/discloseRows')).toBe(true)
    expect(reachesInside(caller, '../disclosure')).toBe(false)
    expect(reachesInside(caller, '@/lib/surveillance/disclosure/index')).toBe(false)
    expect(reachesInside(caller, './disclosure')).toBe(false)
    expect(reachesInside(path.join(disclosure, 'tables.ts'), './viewer')).toBe(false)
    expect(
      specifiers(`import { a } from '../x'\nexport * from "./y"\nawait import('./z')`),
    ).toEqual(['../x', './y', './z'])
  })

  it('is imported from elsewhere through its entry point only', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)))
    const inside: string[] = []
    let throughEntry = 0
    for (const file of files)
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (reachesInside(file, specifier))
          inside.push(`${path.relative(root, file)} → ${specifier}`)
        else if (
          !file.startsWith(disclosure + path.sep) &&
          resolved(file, specifier) === disclosure
        )
          throughEntry++
      }
    expect(inside).toEqual([])
    // The callers do use it (the scan read the files it should).
    expect(throughEntry).toBeGreaterThan(20)
  })
})
