import type { Page } from '@playwright/test'
import { baseUrl, demo, expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'
import { invitationLink } from './helpers/admin'

async function signInToAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  const answered = page.waitForResponse((response) => response.url().includes('/api/users/login'))
  await page.locator('button[type=submit]').click()
  await answered
}

test.describe('admin panel', () => {
  test('an admin invites a member without typing a password; the member sets it from the email and logs in', async ({
    visitor,
  }) => {
    const email = `convite.${Date.now()}@relamc.example`
    const admin = await visitor()
    await signInToAdmin(admin.page, demo.admin)
    await admin.page.waitForURL(/\/admin$/)

    await admin.page.goto('/admin/collections/users/create')
    await expect(admin.page.getByRole('note')).toContainText('A senha não é definida aqui')
    await expect(admin.page.locator('#field-password')).toBeHidden()
    await admin.page.locator('#field-email').fill(email)
    await admin.page.locator('#field-name').fill('Pessoa Convidada')
    await admin.page.locator('#field-country').click()
    await admin.page.keyboard.type('Uruguai')
    await admin.page.keyboard.press('Enter')
    await admin.page.locator('#action-save').click()
    await admin.page.waitForURL(/\/admin\/collections\/users\/\d+$/)
    await admin.context.close()

    const link = await invitationLink(email)
    expect(link.searchParams.get('convite')).toBe('1')
    const member = await visitor()
    await member.page.goto(link.pathname + link.search)
    // An invitation creates the first password: the page does not speak of resetting one.
    await expect(member.page.locator('h1')).toHaveText('Criar sua senha')
    await expect(member.page).toHaveTitle(/^Criar sua senha/)
    await member.page.getByLabel('Nova senha', { exact: true }).fill('escolhida-pelo-membro')
    await member.page.getByLabel('Confirme a nova senha').fill('escolhida-pelo-membro')
    await member.page.getByRole('button', { name: 'Salvar senha' }).click()
    await member.page.waitForURL(`**${siteRoutes.login}**`)

    await member.page.getByLabel('E-mail').fill(email)
    await member.page.getByLabel('Senha', { exact: true }).fill('escolhida-pelo-membro')
    await member.page.getByRole('button', { name: 'Entrar' }).click()
    await member.page.waitForURL((url) => !url.pathname.startsWith(siteRoutes.login))
    // Payload reads the session cookie only from same-origin requests.
    const me = await member.context.request.get('/api/users/me', { headers: { Origin: baseUrl } })
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
  })

  test("sends a password-reset email from a user's page, with a button like Payload's own", async ({
    page,
  }) => {
    await signInToAdmin(page, demo.admin)
    await page.waitForURL(/\/admin$/)
    const found = await page.request.get(
      `/api/users?where[email][equals]=${encodeURIComponent(demo.member.email)}&depth=0`,
      { headers: { Origin: baseUrl } },
    )
    const [member] = ((await found.json()) as { docs: { id: number }[] }).docs
    await page.goto(`/admin/collections/users/${member!.id}`)

    const send = page.getByRole('button', { name: 'Enviar e-mail de redefinição de senha' })
    // The classes of Payload's "change password" button of the same page; that one loses its
    // margin to a rule of the account block, this one by asking for no margin.
    const classes = (button: typeof send) =>
      button.evaluate((element) =>
        [...new Set(element.classList)].filter((name) => name !== 'btn--no-margin').sort(),
      )
    expect(await classes(send)).toEqual(await classes(page.locator('#change-password')))
    await send.click()
    await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible()
  })

  test('is refused to a member, in the panel’s language, with a link back to the site', async ({
    page,
  }) => {
    await signInToAdmin(page, demo.member)
    await page.goto('/admin')
    await expect(page).not.toHaveURL(/\/admin$/)
    await expect(page.locator('.dashboard')).toHaveCount(0)
    await expect(
      page.getByRole('heading', { name: 'Sem acesso ao painel administrativo' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Voltar ao site' }).click()
    await expect(page).toHaveURL(`${baseUrl}/`)
  })
})
