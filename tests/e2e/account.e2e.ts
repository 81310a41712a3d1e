import { adminApiFrom, createMember } from './helpers/admin'
import { baseUrl, expect, signIn, test } from './fixtures'

// Unique per run: a retried worker creates its own account instead of colliding with the first.
const member = { email: `conta.${Date.now()}.e2e@relamc.example`, password: 'account-pass-123' }

test.beforeAll(async ({ playwright }) => {
  const api = await adminApiFrom(playwright.request)
  await createMember(api, member)
  await api.dispose()
})

test('the header names who is signed in and leads to the account page', async ({
  page,
  context,
}) => {
  await signIn(context, member)
  await page.goto('/')
  const link = page.getByTestId('account-link')
  await expect(link).toHaveText('Conectado como E2E member')
  await link.click()
  await page.waitForURL('**/minha-conta')
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible()
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(member.email)
})

test('an API key is shown once, works, and stops when revoked', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, member)
  // The forms are client islands: typed into before their scripts run, a value is lost.
  await page.goto('/minha-conta', { waitUntil: 'networkidle' })
  await page.getByLabel('Nome da chave').fill('Script do registro')
  await page.getByLabel('Permissão').selectOption({ label: 'Somente leitura' })
  await page.getByRole('button', { name: 'Criar chave' }).click()
  const shown = page.getByTestId('new-api-key')
  await expect(shown).toHaveText(/^relamc_[A-Za-z0-9_-]{43}$/)
  const key = (await shown.textContent())!
  // Who the key alone signs in as (no session cookie: `request` is not the page's context; this
  // member has no registry yet, so there is no data to read).
  const signedInAs = async () => {
    const res = await request.get('/api/users/me', {
      headers: { Authorization: `users API-Key ${key}`, Origin: baseUrl },
    })
    return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null
  }
  expect(await signedInAs()).toBe(member.email)

  await page.reload()
  await expect(page.getByTestId('new-api-key')).toHaveCount(0)
  const row = page
    .getByTestId('api-keys')
    .getByRole('listitem')
    .filter({ hasText: 'Script do registro' })
  await expect(row).toContainText('Somente leitura')
  await row.getByRole('button', { name: 'Revogar' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click()
  await expect(row).toContainText('Revogada em')
  expect(await signedInAs()).toBeNull()
})

test('a password change asks the current password', async ({ page, context }) => {
  await signIn(context, member)
  await page.goto('/minha-conta', { waitUntil: 'networkidle' })
  const form = page.getByTestId('password-form')
  await form.getByLabel('Senha atual').fill('not-the-password')
  await form.getByLabel('Nova senha', { exact: true }).fill('another-pass-456')
  await form.getByLabel('Repita a nova senha').fill('another-pass-456')
  await form.getByRole('button', { name: 'Mudar a senha' }).click()
  await expect(form.getByRole('alert')).toHaveText('A senha atual está incorreta.')
})
