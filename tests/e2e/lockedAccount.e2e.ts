import { baseUrl, expect, test } from './fixtures'
import { createMember } from './helpers/admin'
import { siteRoutes } from './helpers/routes'

test.describe('a locked account', () => {
  test('hears it is locked, for how long and how to unlock it, only with its right password', async ({
    adminApi,
    cleanup,
    page,
    playwright,
  }) => {
    const email = `locked-${Date.now()}@example.org`
    const password = 'Right-password-1'
    const id = await createMember(adminApi, { email, password })
    cleanup(() => adminApi.delete(`/api/users/${id}`))

    // Ten wrong passwords lock the account.
    const api = await playwright.request.newContext({ baseURL: baseUrl })
    for (let attempt = 0; attempt < 10; attempt++)
      await api.post('/api/users/login', { data: { email, password: 'Wrong-password-1' } })
    await api.dispose()

    const tryPassword = async (secret: string) => {
      await page.goto(siteRoutes.login)
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Senha', { exact: true }).fill(secret)
      await page.getByRole('button', { name: 'Entrar' }).click()
      return page.getByTestId('login-error')
    }
    await expect(await tryPassword('Wrong-password-1')).toHaveText('E-mail ou senha inválidos.')
    await expect(await tryPassword(password)).toHaveText(
      'Sua conta está temporariamente bloqueada por excesso de tentativas. Tente novamente em 15 minutos, ou redefina sua senha para desbloqueá-la agora.',
    )
  })
})
