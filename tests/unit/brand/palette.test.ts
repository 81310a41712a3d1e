import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandPalette } from '@/components/brand/palette'

const root = path.resolve(import.meta.dirname, '../../..')
const css = fs.readFileSync(path.join(root, 'src/app/(site)/globals.css'), 'utf8')

/** The theme's colour tokens (`--color-brand-700: #185a72;`) by name (`brand-700`). */
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-((?:brand|accent)-\d+):\s*(#[0-9a-f]{6});/gi)].map((match) => [
    match[1]!,
    match[2]!.toLowerCase(),
  ]),
)
const colour = (name: string): string => {
  if (name === 'white') return '#ffffff'
  const value = tokens[name]
  if (!value) throw new Error(`no token ${name}`)
  return value
}

/** WCAG 2.1 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (foreground: string, background: string) => {
  const [light, dark] = [luminance(colour(foreground)), luminance(colour(background))].sort(
    (a, b) => b - a,
  )
  return (light! + 0.05) / (dark! + 0.05)
}

describe('the colour system', () => {
  it('has full brand and accent scales', () => {
    for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900]) {
      expect(tokens[`brand-${step}`], `brand-${step}`).toBeDefined()
      expect(tokens[`accent-${step}`], `accent-${step}`).toBeDefined()
    }
  })

  it('paints the mark and the admin panel with the same values as the theme', () => {
    for (const [name, value] of Object.entries(brandPalette)) expect(colour(name), name).toBe(value)
    const favicon = fs.readFileSync(path.join(root, 'src/app/icon.svg'), 'utf8')
    expect(favicon).toContain(brandPalette['brand-700'])
  })

  // Every pair the site uses for text, with the ratio stated in globals.css (AA: 4.5:1).
  it.each([
    ['brand-600', 'white', 5.67],
    ['brand-700', 'white', 7.65],
    ['brand-800', 'white', 9.68],
    ['brand-900', 'white', 12.87],
    ['brand-900', 'brand-50', 11.84],
    ['brand-800', 'brand-50', 8.91],
    ['brand-700', 'brand-50', 7.04],
    ['accent-700', 'white', 6.25],
    ['white', 'brand-700', 7.65],
    ['brand-50', 'brand-700', 7.04],
    ['brand-100', 'brand-700', 6.19],
    ['brand-100', 'brand-900', 10.41],
    ['accent-300', 'brand-900', 7.22],
    ['brand-950', 'accent-400', 7.55],
    ['brand-950', 'brand-200', 10.46],
  ])('%s on %s reads at %s:1', (foreground, background, ratio) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(foreground, background)).toBeCloseTo(ratio, 2)
  })

  it('keeps the light shades for shapes: they would fail as text on white', () => {
    expect(contrast('brand-500', 'white')).toBeLessThan(4.5)
    expect(contrast('accent-600', 'white')).toBeLessThan(4.5)
  })
})
