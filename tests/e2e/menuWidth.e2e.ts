import { expect, test } from './fixtures'
import { locales } from './helpers/routes'

/** From the large breakpoint, where the desktop menu appears, up to a common desktop width. */
const widths = [1024, 1280, 1440] as const

/** The top-level entries of the menu bar, in order (src/lib/site/menuBar.ts). */
const entries = [
  'network',
  'meetings',
  'data-submission',
  'data',
  'surveillance',
  'registries',
  'publications',
  'contact',
]

type Entry = {
  id: string | null
  offsetTop: number
  labelHeight: number
  left: number
  right: number
}
type Measure = { viewport: number; listWidth: number; listScrollWidth: number; entries: Entry[] }

for (const locale of locales) {
  test.describe(`desktop menu in ${locale}`, () => {
    test.use({ siteLocale: locale })

    test('keeps every top-level item on one line at 1024, 1280 and 1440 px', async ({
      page,
      at,
    }) => {
      await page.goto(at('/'))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const menu = page.getByTestId('desktop-menu')
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        await expect(menu, `${width}px`).toBeVisible()
        // Measure with the site's font, not the fallback shown while it loads.
        await page.evaluate(async () => {
          await document.fonts.ready
        })
        const measure: Measure = await menu.evaluate((nav) => {
          const list = nav.querySelector(':scope > ul') as HTMLElement
          const items = Array.from(list.children) as HTMLElement[]
          return {
            viewport: document.documentElement.clientWidth,
            listWidth: list.clientWidth,
            listScrollWidth: list.scrollWidth,
            entries: items.map((item) => {
              const link = item.querySelector('[data-top-link]') as HTMLElement
              const box = item.getBoundingClientRect()
              return {
                id: link.getAttribute('data-top-link'),
                // Each item's offsetParent is the same ancestor, so equal values mean one line.
                offsetTop: item.offsetTop,
                labelHeight: link.getBoundingClientRect().height,
                left: box.left,
                right: box.right,
              }
            }),
          }
        })
        const where = `${locale} at ${width}px: ${JSON.stringify(measure.entries)}`
        expect(
          measure.entries.map((entry) => entry.id),
          where,
        ).toEqual(entries)
        // One line: the same offsetTop for every top-level item...
        expect(new Set(measure.entries.map((entry) => entry.offsetTop)).size, where).toBe(1)
        // ...no label broken over two lines inside its item...
        const heights = measure.entries.map((entry) => Math.round(entry.labelHeight))
        expect(Math.max(...heights) - Math.min(...heights), where).toBeLessThanOrEqual(1)
        // ...and nothing pushed out sideways instead of wrapping.
        expect(measure.listScrollWidth, where).toBeLessThanOrEqual(measure.listWidth)
        expect(measure.entries[0]!.left, where).toBeGreaterThanOrEqual(0)
        expect(measure.entries.at(-1)!.right, where).toBeLessThanOrEqual(measure.viewport)
      }
    })
  })
}
