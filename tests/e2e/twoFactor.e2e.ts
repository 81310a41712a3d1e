import { generate } from 'otplib'
import { baseUrl, expect, test } from './fixtures'
import { createMember } from './helpers/admin'
import { siteRoutes } from './helpers/routes'

const STEP_SECONDS = 30
const nowInSeconds = () => Math.floor(Date.now() / 1000)

test.describe('two-step sign-in', () => {
  test('a member turns it on from their account, then signs in with the code of their app', async ({
    adminApi,
    cleanup,
    visitor,
  }) => {
    const email = `dois-fatores-${Date.now()}@example.org`
    const password = 'Right-password-1'
    const id = await createMember(adminApi, { email, password })
    cleanup(() => adminApi.delete(`/api/users/${id}`))

    const first = await visitor()
    await first.page.goto(siteRoutes.login)
    await first.page.getByLabel('E-mail').fill(email)
    await first.page.getByLabel('Senha', { exact: true }).fill(password)
    await first.page.getByRole('button', { name: 'Entrar' }).click()
    await first.page.waitForURL((url) => !url.pathname.startsWith(siteRoutes.login))

    await first.page.goto('/minha-conta#two-factor')
    const panel = first.page.getByTestId('two-factor-panel')
    await panel.getByRole('button', { name: 'Ativar' }).click()
    await expect(
      panel.getByRole('img', {
        name: 'Código QR para adicionar esta conta a um aplicativo autenticador',
      }),
    ).toBeVisible()
    const secret = (await panel.getByTestId('two-factor-secret').textContent())!.trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    // The code an authenticator app holding this secret shows now.
    await panel.getByLabel('Código').fill(await generate({ secret }))
    await panel.getByRole('button', { name: 'Confirmar' }).click()
    await expect(panel.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
    await expect(panel).toContainText('A entrada em duas etapas está ativada.')
    await first.context.close()

    const second = await visitor()
    const { page } = second
    await page.goto(siteRoutes.login)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    const step = page.getByTestId('second-factor-step')
    await expect(step).toContainText(
      'Digite o código do seu aplicativo autenticador (ou um código de recuperação).',
    )
    // The password alone opened no session.
    const before = await second.context.request.get('/api/users/me', {
      headers: { Origin: baseUrl },
    })
    expect(((await before.json()) as { user: unknown }).user).toBeNull()

    // A wrong code is answered as a wrong password.
    await page.getByLabel('Código de verificação').fill('000000')
    await page.getByRole('button', { name: 'Verificar' }).click()
    await expect(page.getByTestId('login-error')).toHaveText('E-mail ou senha inválidos.')

    // The code of the next 30-second step: the one used to enrol is not taken twice.
    const code = await generate({ secret, epoch: nowInSeconds() + STEP_SECONDS })
    await page.getByLabel('Código de verificação').fill(code)
    await page.getByRole('button', { name: 'Verificar' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith(siteRoutes.login))
    const me = await second.context.request.get('/api/users/me', { headers: { Origin: baseUrl } })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email)
  })

  test('the admin panel asks for the code after the password', async ({
    adminApi,
    cleanup,
    visitor,
  }) => {
    const email = `painel-dois-fatores-${Date.now()}@example.org`
    const password = 'Right-password-1'
    const id = await createMember(adminApi, { email, password })
    cleanup(() => adminApi.delete(`/api/users/${id}`))
    const promoted = await adminApi.patch(`/api/users/${id}`, { data: { roles: ['admin'] } })
    expect(promoted.ok()).toBe(true)

    // Enrolled through the account API, as the account page does.
    const api = await visitor()
    const signedIn = await api.context.request.post('/api/users/login', {
      data: { email, password },
      headers: { Origin: baseUrl },
    })
    expect(signedIn.ok()).toBe(true)
    const started = await api.context.request.post('/api/users/two-factor/start', {
      headers: { Origin: baseUrl },
    })
    const { secret, enrolment } = (await started.json()) as { secret: string; enrolment: string }
    const confirmed = await api.context.request.post('/api/users/two-factor/confirm', {
      data: { enrolment, code: await generate({ secret }) },
      headers: { Origin: baseUrl },
    })
    expect(confirmed.ok()).toBe(true)
    await api.context.close()

    const { page } = await visitor()
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(password)
    await page.locator('button[type=submit]').click()
    await page
      .locator('#field-code')
      .fill(await generate({ secret, epoch: nowInSeconds() + STEP_SECONDS }))
    await page.locator('button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await expect(page.getByTestId('admin-login-form')).toHaveCount(0)
  })
})
