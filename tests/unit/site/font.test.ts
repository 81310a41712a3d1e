import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

// The site's Inter is cut down from the package's Latin file by scripts/subset-font.sh.
const root = path.resolve(import.meta.dirname, '../../..')
const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
const SUBSET = 'src/fonts/inter-latin-wght-400-700.woff2'

const open = (file: string) => {
  const font = fontkit.create(fs.readFileSync(path.join(root, file)))
  if (!('characterSet' in font)) throw new Error(`${file} is a font collection`)
  return font
}
const source = open(SOURCE)
const subset = open(SUBSET)

describe('the subset Inter the site serves', () => {
  it('draws every character of the Latin file it was cut from', () => {
    expect(source.characterSet.length).toBeGreaterThan(200)
    const kept = new Set(subset.characterSet)
    expect(source.characterSet.filter((code) => !kept.has(code))).toEqual([])
  })

  it('varies in weight from 400 to 700, the weights of the styles', () => {
    expect(subset.variationAxes.wght).toMatchObject({ min: 400, max: 700 })
  })

  it('keeps kerning and the tabular figures the tables align with', () => {
    expect(subset.availableFeatures).toEqual(expect.arrayContaining(['kern', 'tnum']))
  })

  it('is at most half the size of the file it was cut from', () => {
    const size = (file: string) => fs.statSync(path.join(root, file)).size
    expect(size(SUBSET)).toBeLessThanOrEqual(size(SOURCE) / 2)
  })
})
