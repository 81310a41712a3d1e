import { baseUrl, expect, test } from './fixtures'

const ACCOUNT = { email: 'painel-idioma@relamc.example', password: 'painel-idioma-senha-1' }

test.describe('the admin panel’s language', () => {
  test('is the one stored on the user — Portuguese by default, whatever the browser asks — and follows a change', async ({
    browser,
    adminApi,
    cleanup,
  }) => {
    const created = await adminApi.post('/api/users', {
      data: { name: 'Painel', email: ACCOUNT.email, country: 'BR', roles: ['admin'] },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number; language: string } }
    cleanup(() => adminApi.delete(`/api/users/${doc.id}`))
    expect(doc.language).toBe('pt')
    await adminApi.patch(`/api/users/${doc.id}`, { data: { password: ACCOUNT.password } })

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
    await adminApi.patch(`/api/users/${doc.id}`, { data: { language: 'es' } })
    await page.goto('/admin')
    await expect(statusLink).toContainText('Envíos de datos')
  })
})
