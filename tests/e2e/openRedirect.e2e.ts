import { baseUrl, demo, expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

// The raw query strings of the reported attacks: browsers drop tabs and newlines from URLs,
// and resolve dot segments.
const vectors = [
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D/evil.example',
  '/%09%5Cevil.example',
  // Dot segments that the URL parser removes, leaving "//evil.example".
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
]

test.describe('return address after login', () => {
  for (const vector of vectors) {
    test(`stays on this site for ?next=${vector}`, async ({ context, page }) => {
      const foreign: string[] = []
      // Any request to another host is recorded and answered here, so nothing leaves the machine.
      await context.route(
        (url) => url.origin !== baseUrl,
        (route) => {
          foreign.push(route.request().url())
          return route.fulfill({ status: 200, contentType: 'text/html', body: 'foreign' })
        },
      )
      await page.goto(`${siteRoutes.login}?next=${vector}`)
      await page.getByLabel('E-mail').fill(demo.member.email)
      await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
      await Promise.all([
        page.waitForURL((url) => !url.pathname.endsWith(siteRoutes.login), { timeout: 30_000 }),
        page.getByRole('button', { name: 'Entrar' }).click(),
      ])
      await page.waitForLoadState('load')
      expect(new URL(page.url()).origin).toBe(baseUrl)
      expect(foreign.filter((url) => url.includes('evil.example'))).toEqual([])
    })
  }

  test('still returns to a page of this site', async ({ page }) => {
    await page.goto(`${siteRoutes.login}?next=${encodeURIComponent(siteRoutes.manualsForms)}`)
    await page.getByLabel('E-mail').fill(demo.member.email)
    await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(`${baseUrl}${siteRoutes.manualsForms}`, { timeout: 30_000 })
  })
})
