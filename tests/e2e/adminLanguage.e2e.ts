import { baseUrl, expect, test } from './fixtures'
import { createMember } from './helpers/admin'

const ACCOUNT = { email: 'painel-idioma@relamc.example', password: 'painel-idioma-senha-1' }

test.describe('the admin panel’s language', () => {
  test('is the one stored on the user — Portuguese by default, whatever the browser asks — and follows a change', async ({
    browser,
    adminApi,
    cleanup,
  }) => {
    const id = await createMember(adminApi, { ...ACCOUNT, roles: ['admin'] })
    cleanup(() => adminApi.delete(`/api/users/${id}`))
    const stored = await adminApi.get(`/api/users/${id}?depth=0`)
    const doc = (await stored.json()) as { language: string }
    expect(doc.language).toBe('pt')

    // An English-speaking browser: the panel still opens in the user's Portuguese.
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' })
    cleanup(() => context.close())
    const login = await context.request.post('/api/users/login', {
      data: ACCOUNT,
      headers: { Origin: baseUrl },
    })
    expect(login.ok()).toBe(true)
    const page = await context.newPage()
    await page.goto('/admin')
    // The office's submissions view link, named by the panel's language.
    const statusLink = page.locator('a.nav__link[href$="/submission-status"]')
    await expect(statusLink).toContainText('Envios de dados')

    // Spanish chosen for the user (as the account page stores it): the panel follows.
    await adminApi.patch(`/api/users/${id}`, { data: { language: 'es' } })
    await page.goto('/admin')
    await expect(statusLink).toContainText('Envíos de datos')
  })
})
