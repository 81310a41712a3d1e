import { demo, expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'
import { e2e, e2eEnv } from './setup/env'

// The same server reached by IP, while SERVER_URL names it as localhost.
const otherAddress = `http://127.0.0.1:${e2e.port}`
const gridPath = `${siteRoutes.monthlyData}?registry=AR-RENAC&year=2026&semester=1`

test.describe('the site opened at another address than SERVER_URL', () => {
  test.beforeAll(() => {
    expect(new URL(e2eEnv().SERVER_URL!).origin).not.toBe(otherAddress)
  })

  test('a member saves a draft of the grid', async ({ browser, adminApi, cleanup }) => {
    cleanup(async () => {
      const { docs } = (await (
        await adminApi.get(
          '/api/data-submissions?where[year][equals]=2026&where[semester][equals]=1&where[status][equals]=draft&depth=0',
        )
      ).json()) as { docs: { id: number }[] }
      for (const doc of docs) await adminApi.delete(`/api/data-submissions/${doc.id}`)
    })
    const context = await browser.newContext({ baseURL: otherAddress, locale: 'pt-BR' })
    const signedIn = await context.request.post('/api/users/login', { data: demo.member })
    expect(signedIn.ok()).toBe(true)
    const page = await context.newPage()
    await page.goto(gridPath)
    await page.getByLabel('Nascidos vivos, janeiro', { exact: true }).fill('1000')
    await page.getByRole('button', { name: 'Salvar rascunho' }).click()
    await expect(page.getByTestId('grid-outcome').getByRole('status')).toContainText(
      'Rascunho salvo.',
    )
    await page.reload()
    await expect(page.getByTestId('current-status')).toContainText('Rascunho')
    await context.close()
  })

  test("the admin panel's Save stores the change", async ({ browser, adminApi, cleanup }) => {
    const created = await adminApi.post('/api/announcements', {
      data: { title: 'Aviso de teste do endereço', date: '2026-11-20' },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    cleanup(() => adminApi.delete(`/api/announcements/${doc.id}`))

    const context = await browser.newContext({ baseURL: otherAddress, locale: 'pt-BR' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(demo.admin.email)
    await page.locator('#field-password').fill(demo.admin.password)
    await page.locator('button[type=submit]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
    await page.goto(`/admin/collections/announcements/${doc.id}`)
    await page.locator('#field-title').fill('Aviso salvo pelo IP')
    await page.locator('#action-save').click()
    await expect
      .poll(async () => {
        const stored = (await (
          await adminApi.get(`/api/announcements/${doc.id}?depth=0`)
        ).json()) as { title: string }
        return stored.title
      })
      .toBe('Aviso salvo pelo IP')
    await context.close()
  })
})
