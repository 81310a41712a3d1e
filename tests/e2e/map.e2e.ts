import { expect, test } from './fixtures'
import { seriousViolations } from './helpers/axe'

const GENERAL = '/registros-membros/informacoes-gerais'

test.describe('map of the member registries', () => {
  test('shows every registry as a named link that opens its characteristics', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(GENERAL)
    const map = page.getByRole('group', { name: 'Mapa dos registros membros' })
    await expect(map.getByRole('link')).toHaveCount(12)
    const cali = map.getByRole('link', {
      name: 'PVSDC Cali – Programa de Vigilância e Seguimento de Defeitos Congênitos de Cali, Colômbia',
    })
    await expect(cali).toHaveCount(1)
    expect((await map.boundingBox())!.width).toBeGreaterThan(300)

    // Keyboard: the marker takes the focus and Enter follows it.
    await cali.focus()
    await expect(cali).toBeFocused()
    await page.keyboard.press('Enter')
    await page.waitForURL(/caracteristicas-dos-registros#CO-CAL$/)
    await expect(page.getByTestId('registry-picker')).toHaveValue('CO-CAL')
    expect(consoleErrors).toEqual([])
  })

  test('draws the countries from the outlines file, fetched once', async ({ page }) => {
    const outlines = page.waitForResponse((response) =>
      response.url().endsWith('/maps/latin-america.svg'),
    )
    await page.goto(GENERAL)
    const response = await outlines
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/svg+xml')
    // Brazil, a member country, drawn from the file at its size on the 600-unit-wide map.
    const brazil = page.locator('use[data-country="BR"]')
    await expect
      .poll(() => brazil.evaluate((use) => (use as SVGGraphicsElement).getBBox().width))
      .toBeGreaterThan(150)
    // The land: every outline, drawn by the file's own references to them, across the map.
    const land = page.locator('use[href$="#land"]')
    await expect
      .poll(() => land.evaluate((use) => (use as SVGGraphicsElement).getBBox().width))
      .toBeGreaterThan(500)
  })

  test('has no serious accessibility violation on the page', async ({ page }) => {
    await page.goto(GENERAL)
    await expect(page.getByRole('group', { name: 'Mapa dos registros membros' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('key figures on the home page', () => {
  test.use({ siteLocale: 'en' })

  test('count the registries and countries beside a small map', async ({ page, at }) => {
    await page.goto(at('/'))
    const figures = page.getByTestId('key-figures')
    await expect(figures.locator('[data-figure="registries"]')).toHaveText('member registries12')
    await expect(figures.locator('[data-figure="countries"]')).toHaveText('member countries8')
    const map = page.getByRole('group', { name: 'The network’s member registries on the map' })
    await expect(map.getByRole('link')).toHaveCount(12)
    expect(await seriousViolations(page)).toEqual([])
  })
})
