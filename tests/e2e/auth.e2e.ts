import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { adminApiFrom, createMember } from './helpers/admin'
import { baseUrl, demo, expect, signIn, test } from './fixtures'
import { siteRoutes } from './helpers/routes'
import { e2e } from './setup/env'

// Unique per run: a retried worker creates its own account instead of colliding with the first.
const disabled = {
  email: `desativado.${Date.now()}.e2e@relamc.example`,
  password: 'disabled-pass-123',
}

test.beforeAll(async ({ playwright }) => {
  const api = await adminApiFrom(playwright.request)
  await createMember(api, { ...disabled, disabled: true })
  await api.dispose()
})

/** Submits the login form and waits until the error shown is the expected one (the previous one may linger a moment). */
async function expectLoginError(
  page: Page,
  email: string,
  password: string,
  expected: string,
): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByTestId('login-error')).toHaveText(expected, { timeout: 30_000 })
}

test.describe('login page', () => {
  test('describes the protected content and links to the password reset', async ({ page }) => {
    await page.goto(siteRoutes.login)
    await expect(page.getByText('protegidos por senha')).toHaveCount(1)
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await page.waitForURL(`**${siteRoutes.forgotPassword}`)
  })

  test('shows each sign-in message of the specification', async ({ page }) => {
    await page.goto(siteRoutes.login)
    await expectLoginError(page, '', '', 'Preencha todos os campos.')
    await expectLoginError(page, 'not-an-email', 'whatever', 'O e-mail fornecido é inválido.')
    await expectLoginError(page, demo.member.email, '', 'Preencha todos os campos.')
    await expectLoginError(
      page,
      'ninguem.e2e@relamc.example',
      'wrong-password',
      'E-mail ou senha inválidos.',
    )
    await expectLoginError(
      page,
      disabled.email,
      disabled.password,
      'Sua conta foi desativada. Entre em contato com a administração.',
    )
  })

  test.describe('in English', () => {
    test.use({ siteLocale: 'en' })

    test('translates the sign-in messages', async ({ page, at }) => {
      await page.goto(at(siteRoutes.login))
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByTestId('login-error')).toHaveText('Please fill in all fields.')
    })
  })
})

test.describe('protected pages', () => {
  test('redirects an anonymous visitor to the login page and comes back after logging in', async ({
    page,
  }) => {
    await page.goto(siteRoutes.manualsForms)
    const url = new URL(page.url())
    expect(url.pathname).toBe(siteRoutes.login)
    expect(url.searchParams.get('next')).toBe(siteRoutes.manualsForms)

    await page.getByLabel('E-mail').fill(demo.member.email)
    await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(`**${siteRoutes.manualsForms}`)
    await expect(page.locator('h1')).toHaveText('Manuais e formulários')
    const clarifications = page.getByTestId('clarifications')
    await expect(clarifications).toContainText('0 (zero) significa nenhum caso.')
    await expect(clarifications).toContainText('Campo em branco significa dado não disponível.')

    await page.goto(siteRoutes.officialDocuments)
    await expect(page.locator('h1')).toHaveText('Documentos oficiais')
    for (const heading of ['Termo de acordo', 'Termos assinados', 'Atas']) {
      await expect(page.getByRole('heading', { name: heading, exact: true }), heading).toHaveCount(
        1,
      )
    }
  })

  test('refuses members-only data and files without a session', async ({ context }) => {
    await signIn(context, demo.member)
    // Payload takes the session cookie only from same-origin requests: say where this one comes from.
    const files = await context.request.get('/api/member-files?limit=1&depth=0', {
      headers: { Origin: baseUrl },
    })
    expect(files.ok()).toBe(true)
    const { docs } = (await files.json()) as { docs: { url: string }[] }
    const fileUrl = docs[0]?.url
    expect(fileUrl, 'the demo content has a member file').toBeTruthy()
    // The member reaches the file, so the visitor's refusal below is about the session.
    const asMember = await context.request.get(fileUrl!, { headers: { Origin: baseUrl } })
    expect(asMember.status()).toBe(200)

    for (const path of [
      '/api/manuals',
      '/api/forms',
      '/api/official-documents',
      '/api/form-updates',
    ]) {
      const response = await fetch(`${baseUrl}${path}`)
      const body = (await response.json()) as { docs?: unknown[] }
      expect(response.status === 403 || body.docs?.length === 0, path).toBe(true)
    }
    const anonymous = await fetch(new URL(fileUrl!, baseUrl))
    expect(anonymous.status).toBe(403)
  })
})

test.describe('session islands', () => {
  test('shows the admin button to admins only', async ({ visitor }) => {
    const member = await visitor()
    await signIn(member.context, demo.member)
    await member.page.goto('/')
    await expect(member.page.getByTestId('logout-button')).toBeVisible()
    await expect(member.page.getByTestId('admin-button')).toHaveCount(0)

    const anonymous = await visitor()
    await anonymous.page.goto('/')
    await anonymous.page.waitForLoadState('networkidle')
    await expect(anonymous.page.getByTestId('admin-button')).toHaveCount(0)
    await expect(anonymous.page.getByTestId('logout-button')).toHaveCount(0)

    const admin = await visitor()
    await signIn(admin.context, demo.admin)
    await admin.page.goto('/')
    const button = admin.page.getByTestId('admin-button')
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('href', '/admin')
  })

  test('logs out after confirmation and goes to the home page', async ({ context, page }) => {
    await signIn(context, demo.member)
    await page.goto(siteRoutes.story)
    await page.getByTestId('logout-button').click()
    const dialog = page.getByTestId('confirm-dialog')
    await expect(dialog).toBeVisible()
    // Cancel resolves false: nothing happens.
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
    expect(new URL(page.url()).pathname).toBe(siteRoutes.story)

    await page.getByTestId('logout-button').click()
    await dialog.getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(`${baseUrl}/`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('logout-button')).toHaveCount(0)
    const me = await context.request.get('/api/users/me')
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })

  test('shows the error snackbar when logout fails, then goes home', async ({ context, page }) => {
    await signIn(context, demo.member)
    await page.route('**/api/users/logout', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto(siteRoutes.story)
    await page.getByTestId('logout-button').click()
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Sair' }).click()
    const snackbar = page.getByTestId('snackbar')
    await expect(snackbar).toContainText('Ocorreu um erro. Tente novamente mais tarde.')
    await expect(snackbar).toHaveAttribute('data-severity', 'error')
    await page.waitForURL(`${baseUrl}/`)
  })
})

test('a wrong password writes one short line to the server log, not a stack trace', async ({
  request,
}) => {
  const logFile = path.join(e2e.root, e2e.dataDir, 'server.log')
  const before = fs.readFileSync(logFile, 'utf8').length
  const marker = `wrong-password-${Date.now()}@relamc.example`
  const answer = await request.post('/api/users/login', {
    data: { email: marker, password: 'not-the-password-1' },
  })
  expect(answer.status()).toBe(401)
  await expect
    .poll(() => fs.readFileSync(logFile, 'utf8').slice(before), { timeout: 10_000 })
    .toMatch(/incorre/i)
  const written = fs.readFileSync(logFile, 'utf8').slice(before)
  expect(written).not.toMatch(/^\s+at /m)
  expect(written.trim().split('\n')).toHaveLength(1)
})
