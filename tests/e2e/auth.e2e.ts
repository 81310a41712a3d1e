import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { adminApi, createMember } from './helpers/admin'
import { baseUrl, demo, launchBrowser, openPage, signIn } from './helpers/browser'
import { siteRoutes } from './helpers/routes'

let browser: Browser
const disabled = { email: 'desativado.e2e@relamc.example', password: 'disabled-pass-123' }

beforeAll(async () => {
  browser = await launchBrowser()
  const api = await adminApi()
  await createMember(api, { ...disabled, disabled: true })
  await api.dispose()
})
afterAll(async () => {
  await browser?.close()
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
  await expect
    .poll(
      () =>
        page
          .getByTestId('login-error')
          .textContent({ timeout: 1000 })
          .catch(() => null),
      { timeout: 30_000 },
    )
    .toBe(expected)
}

describe('login page', () => {
  it('describes the protected content and links to the password reset', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(siteRoutes.login)
    expect(await page.getByText('protegidos por senha').count()).toBe(1)
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await page.waitForURL(`**${siteRoutes.forgotPassword}`)
    await context.close()
  })

  it('shows each sign-in message of the specification', async () => {
    const { context, page } = await openPage(browser)
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
    await context.close()
  })

  it('translates the sign-in messages', async () => {
    const { context, page } = await openPage(browser, { locale: 'en' })
    await page.goto(siteRoutes.login)
    await page.getByRole('button', { name: 'Log in' }).click()
    expect(await page.getByTestId('login-error').textContent()).toBe('Please fill in all fields.')
    await context.close()
  })
})

describe('protected pages', () => {
  it('redirects an anonymous visitor to the login page and comes back after logging in', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(siteRoutes.manualsForms)
    const url = new URL(page.url())
    expect(url.pathname).toBe(siteRoutes.login)
    expect(url.searchParams.get('next')).toBe(siteRoutes.manualsForms)

    await page.getByLabel('E-mail').fill(demo.member.email)
    await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(`**${siteRoutes.manualsForms}`)
    expect(await page.locator('h1').textContent()).toBe('Manuais e formulários')
    const clarifications = await page.getByTestId('clarifications').textContent()
    expect(clarifications).toContain('0 (zero) significa nenhum caso.')
    expect(clarifications).toContain('Campo em branco significa dado não disponível.')

    await page.goto(siteRoutes.officialDocuments)
    expect(await page.locator('h1').textContent()).toBe('Documentos oficiais')
    for (const heading of ['Termo de acordo', 'Termos assinados', 'Atas']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(
        1,
      )
    }
    await context.close()
  })

  it('refuses members-only data and files without a session', async () => {
    const { context } = await openPage(browser)
    await signIn(context, demo.member)
    // Payload takes the session cookie only from same-origin requests: say where this one comes from.
    const files = await context.request.get('/api/member-files?limit=1&depth=0', {
      headers: { Origin: baseUrl },
    })
    expect(files.ok()).toBe(true)
    const { docs } = (await files.json()) as { docs: { url: string }[] }
    await context.close()

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
    const fileUrl = docs[0]?.url
    if (fileUrl) {
      const anonymous = await fetch(new URL(fileUrl, baseUrl))
      expect(anonymous.status).toBe(403)
    }
  })
})

describe('session islands', () => {
  it('shows the admin button to admins only', async () => {
    const member = await openPage(browser)
    await signIn(member.context, demo.member)
    await member.page.goto('/')
    await expect.poll(() => member.page.getByTestId('logout-button').isVisible()).toBe(true)
    expect(await member.page.getByTestId('admin-button').count()).toBe(0)
    await member.context.close()

    const anonymous = await openPage(browser)
    await anonymous.page.goto('/')
    await anonymous.page.waitForLoadState('networkidle')
    expect(await anonymous.page.getByTestId('admin-button').count()).toBe(0)
    expect(await anonymous.page.getByTestId('logout-button').count()).toBe(0)
    await anonymous.context.close()

    const admin = await openPage(browser)
    await signIn(admin.context, demo.admin)
    await admin.page.goto('/')
    const button = admin.page.getByTestId('admin-button')
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await button.getAttribute('href')).toBe('/admin')
    await admin.context.close()
  })

  it('logs out after confirmation and goes to the home page', async () => {
    const { context, page } = await openPage(browser)
    await signIn(context, demo.member)
    await page.goto(siteRoutes.story)
    await page.getByTestId('logout-button').click()
    const dialog = page.getByTestId('confirm-dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // Cancel resolves false: nothing happens.
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(new URL(page.url()).pathname).toBe(siteRoutes.story)

    await page.getByTestId('logout-button').click()
    await dialog.getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(`${baseUrl}/`)
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('logout-button').count()).toBe(0)
    const me = await context.request.get('/api/users/me')
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    await context.close()
  })

  it('shows the error snackbar when logout fails, then goes home', async () => {
    const { context, page } = await openPage(browser)
    await signIn(context, demo.member)
    await page.route('**/api/users/logout', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto(siteRoutes.story)
    await page.getByTestId('logout-button').click()
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Sair' }).click()
    const snackbar = page.getByTestId('snackbar')
    await expect
      .poll(() => snackbar.textContent())
      .toContain('Ocorreu um erro. Tente novamente mais tarde.')
    expect(await snackbar.getAttribute('data-severity')).toBe('error')
    await page.waitForURL(`${baseUrl}/`)
    await context.close()
  })
})
