import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openSubmenu } from './helpers/menu'
import { siteRoutes } from './helpers/routes'

/**
 * Opens the page on a controlled clock and stops time once it has rendered: from then on the
 * page's timers advance only through `page.clock.runFor`.
 */
async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.clock.pauseAt(new Date('2026-03-02T10:05:00Z'))
}

test.describe('desktop menu', () => {
  test('opens a dropdown on hover and closes it 300 ms after the pointer leaves', async ({
    page,
  }) => {
    await openWithStoppedClock(page, siteRoutes.story)
    const submenu = page.getByTestId('submenu-meetings')
    await expect(submenu).toBeHidden()
    await page.locator('[data-group="meetings"]').hover()
    await expect(submenu).toBeVisible()
    await page.mouse.move(5, 600)
    // Still open until the delay has passed, however long the browser takes...
    await page.clock.runFor(299)
    await expect(submenu).toBeVisible()
    // ...and closed once it has.
    await page.clock.runFor(1)
    await expect(submenu).toBeHidden()
  })

  test('keeps a dropdown open when the pointer comes back within the delay', async ({ page }) => {
    await openWithStoppedClock(page, siteRoutes.story)
    await page.locator('[data-group="network"]').hover()
    await page.mouse.move(5, 600)
    await page.clock.runFor(200)
    await page.getByTestId('submenu-network').getByRole('link').first().hover()
    await page.clock.runFor(450)
    await expect(page.getByTestId('submenu-network')).toBeVisible()
  })

  test('shows a lock on secure items, the database query among them, all on this site', async ({
    page,
  }) => {
    await page.goto('/')
    const submenu = await openSubmenu(page, 'data-submission')
    for (const href of [
      siteRoutes.databaseQuery,
      siteRoutes.monthlyData,
      siteRoutes.caseRecords,
      siteRoutes.manualsForms,
      siteRoutes.officialDocuments,
    ]) {
      const link = submenu.locator(`a[href="${href}"]`)
      await expect(link.locator('[data-icon="lock"]'), href).toHaveCount(1)
    }
    await expect(submenu.locator('a[target="_blank"]')).toHaveCount(0)
    await expect(submenu.locator(`a[href="${siteRoutes.login}"] [data-icon="lock"]`)).toHaveCount(0)
  })

  test('fills the projects and resources submenus from the content', async ({ page }) => {
    await page.goto('/')
    const network = await openSubmenu(page, 'network')
    await expect(
      network.getByTestId('submenu-projects').locator('a[href^="/projetos/"]').first(),
    ).toBeVisible()
    const publications = await openSubmenu(page, 'publications')
    await expect(
      publications.getByTestId('submenu-resources').locator('a[href="/recursos/links"]'),
    ).toHaveCount(1)
  })

  test('works with the keyboard: open, move, close and return focus', async ({ page }) => {
    await page.goto('/')
    await page.locator('[data-top-link="network"]').focus()
    await page.keyboard.press('ArrowDown')
    const submenu = page.getByTestId('submenu-network')
    await expect(submenu).toBeVisible()
    await expect(page.locator(':focus')).toHaveAttribute('href', siteRoutes.whatIs)
    await page.keyboard.press('ArrowDown')
    await expect(page.locator(':focus')).toHaveAttribute('href', siteRoutes.story)
    await page.keyboard.press('Escape')
    await expect(submenu).toBeHidden()
    await expect(page.locator(':focus')).toHaveAttribute('data-toggle', 'network')
    // The toggle button opens with Enter, and the right arrow moves to the next parent.
    await page.keyboard.press('Enter')
    await expect(submenu).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator(':focus')).toHaveAttribute('data-top-link', 'meetings')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${siteRoutes.annualMeeting}`)
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('hides the desktop menu and opens a left drawer with expandable groups at 390 px', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByTestId('desktop-menu')).toBeHidden()
    await page.getByTestId('hamburger').click()
    const drawer = page.getByTestId('drawer')
    await expect(drawer).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box?.x).toBe(0)
    expect(box!.width).toBeLessThanOrEqual(390)
    const group = drawer.locator('[data-drawer-group="registries"]')
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await drawer.locator(`a[href="${siteRoutes.generalInformation}"]`).click()
    await page.waitForURL(`**${siteRoutes.generalInformation}`)
    await expect(drawer).toBeHidden()
  })

  test('closes the drawer with Escape and returns focus to the hamburger', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('hamburger').click()
    await expect(page.getByTestId('drawer')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('drawer')).toBeHidden()
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'hamburger')
  })
})
