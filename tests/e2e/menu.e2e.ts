import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './helpers/browser'
import { siteRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('desktop menu', () => {
  it('opens a dropdown on hover and closes it 300 ms after the pointer leaves', async () => {
    const { context, page } = await openPage(browser, { width: 1280 })
    await page.goto(siteRoutes.story)
    const submenu = page.getByTestId('submenu-meetings')
    await expect.poll(() => submenu.isVisible()).toBe(false)
    await page.locator('[data-group="meetings"]').hover()
    await expect.poll(() => submenu.isVisible()).toBe(true)
    await page.mouse.move(5, 600)
    const leftAt = Date.now()
    // Still open well inside the delay...
    await page.waitForTimeout(120)
    const visibleEarly = await submenu.isVisible()
    if (Date.now() - leftAt < 280) expect(visibleEarly).toBe(true)
    // ...and closed once it has passed.
    await page.waitForTimeout(400)
    expect(await submenu.isVisible()).toBe(false)
    await context.close()
  })

  it('keeps a dropdown open when the pointer comes back within the delay', async () => {
    const { context, page } = await openPage(browser, { width: 1280 })
    await page.goto(siteRoutes.story)
    await page.locator('[data-group="network"]').hover()
    await page.mouse.move(5, 600)
    await page.getByTestId('submenu-network').getByRole('link').first().hover()
    await page.waitForTimeout(450)
    expect(await page.getByTestId('submenu-network').isVisible()).toBe(true)
    await context.close()
  })

  it('shows a lock on secure items and opens the charts site in a new window', async () => {
    const { context, page } = await openPage(browser, { width: 1280 })
    await page.goto('/')
    await page.locator('[data-group="data-submission"]').hover()
    const submenu = page.getByTestId('submenu-data-submission')
    for (const href of [siteRoutes.manualsForms, siteRoutes.officialDocuments]) {
      const link = submenu.locator(`a[href="${href}"]`)
      expect(await link.locator('[data-icon="lock"]').count(), href).toBe(1)
    }
    const external = submenu.locator('a[target="_blank"]')
    expect(await external.count()).toBe(1)
    expect(await external.locator('[data-icon="lock"]').count()).toBe(1)
    expect(await external.getAttribute('rel')).toContain('noopener')
    expect(await submenu.locator(`a[href="${siteRoutes.login}"] [data-icon="lock"]`).count()).toBe(
      0,
    )
    await context.close()
  })

  it('fills the projects and resources submenus from the content', async () => {
    const { context, page } = await openPage(browser, { width: 1280 })
    await page.goto('/')
    expect(
      await page.getByTestId('submenu-projects').locator('a[href^="/projetos/"]').count(),
    ).toBeGreaterThan(0)
    expect(
      await page.getByTestId('submenu-resources').locator('a[href="/recursos/links"]').count(),
    ).toBe(1)
    await context.close()
  })

  it('works with the keyboard: open, move, close and return focus', async () => {
    const { context, page } = await openPage(browser, { width: 1280 })
    await page.goto('/')
    await page.locator('[data-top-link="network"]').focus()
    await page.keyboard.press('ArrowDown')
    const submenu = page.getByTestId('submenu-network')
    await expect.poll(() => submenu.isVisible()).toBe(true)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
      .toBe(siteRoutes.whatIs)
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      siteRoutes.story,
    )
    await page.keyboard.press('Escape')
    await expect.poll(() => submenu.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-toggle'))).toBe(
      'network',
    )
    // The toggle button opens with Enter, and the right arrow moves to the next parent.
    await page.keyboard.press('Enter')
    await expect.poll(() => submenu.isVisible()).toBe(true)
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-top-link'))).toBe(
      'meetings',
    )
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${siteRoutes.annualMeeting}`)
    await context.close()
  })
})

describe('small screens', () => {
  it('hides the desktop menu and opens a left drawer with expandable groups at 390 px', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 })
    await page.goto('/')
    expect(await page.getByTestId('desktop-menu').isVisible()).toBe(false)
    await page.getByTestId('hamburger').click()
    const drawer = page.getByTestId('drawer')
    await expect.poll(() => drawer.isVisible()).toBe(true)
    const box = await drawer.boundingBox()
    expect(box?.x).toBe(0)
    expect(box!.width).toBeLessThanOrEqual(390)
    const group = drawer.locator('[data-drawer-group="registries"]')
    expect(await group.getAttribute('aria-expanded')).toBe('false')
    await group.click()
    expect(await group.getAttribute('aria-expanded')).toBe('true')
    await drawer.locator(`a[href="${siteRoutes.generalInformation}"]`).click()
    await page.waitForURL(`**${siteRoutes.generalInformation}`)
    await expect.poll(() => drawer.isVisible()).toBe(false)
    await context.close()
  })

  it('closes the drawer with Escape and returns focus to the hamburger', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 })
    await page.goto('/')
    await page.getByTestId('hamburger').click()
    await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'hamburger',
    )
    await context.close()
  })
})
