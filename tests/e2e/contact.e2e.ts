import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

type Message = { name: string; email: string; subject: string; message: string }

// Unique per run, so a retry starts with no stored messages and no spent rate limit.
const run = Date.now()
const address = (name: string) => `${name}.${run}.e2e@relamc.example`

async function send(page: Page, message: Partial<Message>, trap = ''): Promise<string | null> {
  await page.goto(siteRoutes.questions)
  for (const [field, value] of Object.entries(message))
    await page.locator(`[name="${field}"]`).fill(value)
  if (trap) await page.locator('[name="website"]').fill(trap, { force: true })
  await page.getByRole('button', { name: 'Enviar mensagem' }).click()
  const result = page.getByTestId('contact-result')
  await expect(result).toBeVisible({ timeout: 20_000 })
  return result.textContent()
}

async function storedFrom(api: APIRequestContext, email: string): Promise<number> {
  const response = await api.get(
    `/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}&limit=0`,
  )
  const { totalDocs } = (await response.json()) as { totalDocs: number }
  return totalDocs
}

const SENT = 'Mensagem enviada. A secretaria responderá pelo e-mail informado.'

const valid = (email: string): Message => ({
  name: 'Maria Teste',
  email,
  subject: 'Dúvida sobre filiação',
  message: 'Como nosso registro pode participar da rede?',
})

test.describe('questions and requests form', () => {
  test('asks to fill the fields correctly when something is missing or malformed', async ({
    page,
  }) => {
    expect(await send(page, {})).toBe('Preencha os campos corretamente.')
    // Each field at fault says what it needs, under it and in its description.
    for (const [field, text] of [
      ['name', 'Informe o seu nome.'],
      ['email', 'Informe o seu e-mail.'],
      ['subject', 'Informe o assunto da mensagem.'],
      ['message', 'Escreva a sua mensagem.'],
    ] as const)
      await expect(page.locator(`[name="${field}"]`)).toHaveAccessibleDescription(text)
    await expect(page.getByText('Informe o seu nome.')).toBeVisible()
    expect(await send(page, { ...valid('x'), email: 'lucia@hospital' })).toBe(
      'Preencha os campos corretamente.',
    )
    await expect(page.locator('[name="email"]')).toHaveAccessibleDescription(
      'Informe um e-mail completo, como nome@exemplo.org.',
    )
    await expect(page.locator('[name="name"]')).not.toHaveAccessibleDescription(/Informe/)
    expect(await send(page, { ...valid('x'), email: 'not-an-email' })).toBe(
      'Preencha os campos corretamente.',
    )
    // Nothing the visitor typed is lost.
    await expect(page.locator('[name="name"]')).toHaveValue('Maria Teste')
    await expect(page.locator('[name="email"]')).toHaveValue('not-an-email')
    // Only the wrong field is marked.
    await expect(page.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('[name="name"]')).not.toHaveAttribute('aria-invalid')
  })

  test('stores a complete message and confirms it', async ({ page, adminApi }) => {
    const email = address('contato')
    expect(await send(page, valid(email))).toBe(SENT)
    // Said once, beside the button: no toast repeats it.
    expect(await storedFrom(adminApi, email)).toBe(1)
    await expect(page.getByText(SENT)).toHaveCount(1)
    await expect(page.getByTestId('snackbar')).toHaveCount(0)
  })

  test('answers bots that fill the trap field as usual but stores nothing', async ({
    page,
    adminApi,
  }) => {
    const email = address('robo')
    expect(await send(page, valid(email), 'https://spam.example')).toBe(SENT)
    expect(await storedFrom(adminApi, email)).toBe(0)
  })

  test('limits the messages per address', async ({ page, adminApi }) => {
    const email = address('insistente')
    for (let i = 0; i < 3; i++) expect(await send(page, valid(email))).toBe(SENT)
    expect(await send(page, valid(email))).toBe(
      'Você enviou muitas mensagens. Tente novamente mais tarde.',
    )
    expect(await storedFrom(adminApi, email)).toBe(3)
  })

  test.describe('in Spanish', () => {
    test.use({ siteLocale: 'es' })

    test('speaks the visitor language', async ({ page, at }) => {
      await page.goto(at(siteRoutes.questions))
      await page.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(page.getByTestId('contact-result')).toHaveText(
        'Complete los campos correctamente.',
      )
    })
  })
})
