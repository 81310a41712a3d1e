import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Opens a desktop menu entry's dropdown by hovering it, and returns the dropdown. The dropdowns
 * exist only while open, and hovering does nothing until the menu has hydrated: hover again
 * until it shows.
 */
export async function openSubmenu(page: Page, group: string): Promise<Locator> {
  const submenu = page.getByTestId(`submenu-${group}`)
  await expect(async () => {
    await page.locator(`[data-group="${group}"]`).hover()
    await expect(submenu).toBeVisible({ timeout: 1000 })
  }).toPass()
  return submenu
}
