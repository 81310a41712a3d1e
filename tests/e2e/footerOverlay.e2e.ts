import { expect, test } from './fixtures'

// What an editor (or a stolen admin session) could paste to lay a phishing layer over the site.
const hostileFooter = [
  '<div class="fixed inset-0 z-50 bg-white"><h1>Sessão expirada</h1></div>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background-color:white">x</div>',
  '<div class="absolute top-0 left-0 h-screen w-screen">y</div>',
  '<p class="sticky top-0 -translate-y-full">z</p>',
  '<div style="margin:-3000px 0 0 0">m</div>',
  '<table style="width:100%"><tr><td>t</td></tr></table>',
  '<p class="text-center font-bold">Endereço do escritório</p>',
].join('')

test.describe('footer HTML in the browser', () => {
  test('never positions anything outside the footer', async ({ adminApi, cleanup, page }) => {
    const current = await adminApi.get('/api/globals/footer?locale=pt&depth=0')
    const stored = (await current.json()) as { text?: string | null; content?: unknown }
    cleanup(() =>
      adminApi.post('/api/globals/footer?locale=pt', {
        data: { text: stored.text ?? null, content: stored.content ?? null },
      }),
    )
    // An HTML footer of an earlier version: shown while the rich text is empty.
    const saved = await adminApi.post('/api/globals/footer?locale=pt', {
      data: { text: hostileFooter, content: null },
    })
    expect(saved.ok()).toBe(true)

    // The footer is revalidated after the save; wait for the new text to be served.
    await expect
      .poll(
        async () => {
          await page.goto('/')
          return page.locator('[data-testid="footer-text"] p.text-center').count()
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(1)

    const report = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect()
      const inside = [...document.querySelectorAll('[data-testid="footer-text"] *')]
      return {
        positioned: inside
          .filter((el) => !['static', 'relative'].includes(getComputedStyle(el).position))
          .map((el) => el.outerHTML.slice(0, 80)),
        outside: inside
          .filter((el) => {
            const box = el.getBoundingClientRect()
            return box.top < footer.top - 1 || box.bottom > footer.bottom + 1
          })
          .map((el) => el.outerHTML.slice(0, 80)),
        layered: inside.filter((el) => getComputedStyle(el).zIndex !== 'auto').length,
        // What a visitor clicking the middle of the first screen would hit.
        topElementInFooter:
          document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('footer') !== null,
        blocks: document.querySelector('[data-testid="footer-text"]')!.children.length,
      }
    })
    expect(report.blocks).toBe(7)
    expect(report.positioned).toEqual([])
    expect(report.outside).toEqual([])
    expect(report.layered).toBe(0)
    expect(report.topElementInFooter).toBe(false)
  })
})
