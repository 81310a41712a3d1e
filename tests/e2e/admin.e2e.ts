import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, demo, launchBrowser, openPage } from './helpers/browser'
import { siteRoutes } from './helpers/routes'
import { e2e } from './setup/env'

let browser: Browser
const outbox = path.join(e2e.root, e2e.dataDir, 'outbox')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The invitation link written to the server's outbox for `to`, waiting up to 15 s. */
async function invitationLink(to: string): Promise<URL> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(to)) : []
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)))
      const match = /href="([^"]*\/redefinir-senha\?[^"]+)"/.exec(String(mail.html))
      if (match?.[1]) return new URL(match[1].replace(/&amp;/g, '&'))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no invitation for ${to} in ${outbox}`)
}

async function signInToAdmin(
  page: import('playwright-core').Page,
  account: { email: string; password: string },
) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type=submit]').click()
}

describe('admin panel', () => {
  it('an admin invites a member without typing a password; the member sets it from the email and logs in', async () => {
    const email = `convite.${Date.now()}@relamc.example`
    const admin = await openPage(browser)
    await signInToAdmin(admin.page, demo.admin)
    await admin.page.waitForURL(/\/admin$/)

    await admin.page.goto('/admin/collections/users/create')
    await expect
      .poll(() => admin.page.getByRole('note').textContent())
      .toContain('A senha não é definida aqui')
    expect(await admin.page.locator('#field-password').isVisible()).toBe(false)
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
    const member = await openPage(browser)
    await member.page.goto(link.pathname + link.search)
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
    await member.context.close()
  })

  it('is refused to a member', async () => {
    const { context, page } = await openPage(browser)
    await signInToAdmin(page, demo.member)
    await page.waitForTimeout(2000)
    await page.goto('/admin')
    await expect.poll(() => page.url()).not.toMatch(/\/admin$/)
    expect(await page.locator('.dashboard').count()).toBe(0)
    await context.close()
  })
})
