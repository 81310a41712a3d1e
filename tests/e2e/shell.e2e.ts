import type { Page } from '@playwright/test'
import { demo, expect, signIn, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

const start = new Date('2026-03-02T10:00:00Z')
const later = (ms: number) => new Date(start.getTime() + ms)

test.describe('session', () => {
  /** Counts the page's token refreshes; the page's clock stands still until `runFor`. */
  async function watchRefreshes(page: Page): Promise<number[]> {
    const refreshes: number[] = []
    await page.route('**/api/users/refresh-token', async (route) => {
      refreshes.push(Date.now())
      await route.continue()
    })
    await page.clock.install({ time: start })
    await page.clock.pauseAt(later(1000))
    return refreshes
  }

  /** A request issued after whatever the timers just sent: once it is answered, theirs were seen. */
  const settle = (page: Page) =>
    page.evaluate(() => fetch('/robots.txt').then((response) => response.status))

  test('refreshes the token of a signed-in member every 10 minutes', async ({ context, page }) => {
    await signIn(context, demo.member)
    const refreshes = await watchRefreshes(page)
    await page.goto(siteRoutes.story)
    await expect(page.getByTestId('logout-button')).toBeVisible()
    await page.clock.runFor(599_999)
    await settle(page)
    expect(refreshes).toHaveLength(0)
    await page.clock.runFor(1)
    await expect.poll(() => refreshes.length).toBe(1)
    await page.clock.runFor(600_000)
    await expect.poll(() => refreshes.length).toBe(2)
    await settle(page)
    expect(refreshes).toHaveLength(2)
    // The refreshed session is still the member's.
    await expect(page.getByTestId('logout-button')).toBeVisible()
  })

  test('never refreshes anything for a visitor', async ({ page }) => {
    const refreshes = await watchRefreshes(page)
    await page.goto(siteRoutes.story)
    await page.waitForLoadState('networkidle')
    await page.clock.runFor(1_800_000)
    await settle(page)
    expect(refreshes).toHaveLength(0)
  })
})

test.describe('snackbar', () => {
  test('shows an error at the bottom centre, unless told otherwise, for 3000 ms', async ({
    page,
  }) => {
    // A server failure on sign-in is announced with the generic error, no severity given.
    await page.route('**/api/users/login', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.clock.install({ time: start })
    await page.goto(siteRoutes.login)
    await page.waitForLoadState('networkidle')
    await page.clock.pauseAt(later(60_000))

    await page.getByLabel('E-mail').fill(demo.member.email)
    await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    const snackbar = page.getByTestId('snackbar')
    await expect(snackbar).toHaveText(/Ocorreu um erro. Tente novamente mais tarde./)
    await expect(snackbar).toHaveAttribute('data-severity', 'error')

    const box = (await snackbar.boundingBox())!
    const viewport = page.viewportSize()!
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1)
    expect(viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(0)
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32)

    await page.clock.runFor(1000)
    await expect(snackbar).toBeVisible()
    await page.clock.runFor(1999)
    await expect(snackbar).toBeVisible()
    await page.clock.runFor(1)
    await expect(snackbar).toHaveCount(0)
  })
})
