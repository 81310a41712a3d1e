import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { adminApi } from './helpers/admin'
import { launchBrowser, openPage } from './helpers/browser'
import { siteRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Message = { name: string; email: string; subject: string; message: string }

async function send(page: Page, message: Partial<Message>, trap = ''): Promise<string | null> {
  await page.goto(siteRoutes.questions)
  for (const [field, value] of Object.entries(message))
    await page.locator(`[name="${field}"]`).fill(value)
  if (trap) await page.locator('[name="website"]').fill(trap, { force: true })
  await page.getByRole('button', { name: 'Enviar mensagem' }).click()
  const result = page.getByTestId('contact-result')
  await result.waitFor({ state: 'visible', timeout: 20_000 })
  return result.textContent()
}

async function storedFrom(email: string): Promise<number> {
  const api = await adminApi()
  const response = await api.get(
    `/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}&limit=0`,
  )
  const { totalDocs } = (await response.json()) as { totalDocs: number }
  await api.dispose()
  return totalDocs
}

const valid = (email: string): Message => ({
  name: 'Maria Teste',
  email,
  subject: 'Dúvida sobre filiação',
  message: 'Como nosso registro pode participar da rede?',
})

describe('questions and requests form', () => {
  it('asks to fill the fields correctly when something is missing or malformed', async () => {
    const { context, page } = await openPage(browser)
    expect(await send(page, {})).toBe('Preencha os campos corretamente.')
    expect(await send(page, { ...valid('x'), email: 'not-an-email' })).toBe(
      'Preencha os campos corretamente.',
    )
    // Nothing the visitor typed is lost.
    expect(await page.locator('[name="name"]').inputValue()).toBe('Maria Teste')
    expect(await page.locator('[name="email"]').inputValue()).toBe('not-an-email')
    // Only the wrong field is marked.
    expect(await page.locator('[name="email"]').getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('[name="name"]').getAttribute('aria-invalid')).toBeNull()
    await context.close()
  })

  it('stores a complete message and confirms it', async () => {
    const { context, page } = await openPage(browser)
    const email = 'contato.e2e@relamc.example'
    expect(await send(page, valid(email))).toBe('Operação realizada com sucesso!')
    expect(await page.getByTestId('snackbar').first().textContent()).toContain(
      'Operação realizada com sucesso!',
    )
    expect(await storedFrom(email)).toBe(1)
    await context.close()
  })

  it('answers bots that fill the trap field as usual but stores nothing', async () => {
    const { context, page } = await openPage(browser)
    const email = 'robo.e2e@relamc.example'
    expect(await send(page, valid(email), 'https://spam.example')).toBe(
      'Operação realizada com sucesso!',
    )
    expect(await storedFrom(email)).toBe(0)
    await context.close()
  })

  it('limits the messages per address', async () => {
    const { context, page } = await openPage(browser)
    const email = 'insistente.e2e@relamc.example'
    for (let i = 0; i < 3; i++)
      expect(await send(page, valid(email))).toBe('Operação realizada com sucesso!')
    expect(await send(page, valid(email))).toBe(
      'Você enviou muitas mensagens. Tente novamente mais tarde.',
    )
    expect(await storedFrom(email)).toBe(3)
    await context.close()
  })

  it('speaks the visitor language', async () => {
    const { context, page } = await openPage(browser, { locale: 'es' })
    await page.goto(siteRoutes.questions)
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await page.getByTestId('contact-result').waitFor()
    expect(await page.getByTestId('contact-result').textContent()).toBe(
      'Complete los campos correctamente.',
    )
    await context.close()
  })
})
