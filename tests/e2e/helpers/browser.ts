import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { Locale } from '@/i18n/locales'
import { e2e } from '../setup/env'

export const baseUrl = e2e.baseUrl

/** Debian's Chromium, headless, without anything that would reach the network on its own. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

export type OpenPage = { context: BrowserContext; page: Page; consoleErrors: string[] }

/** A fresh visitor (own cookies) with the language chosen through the NEXT_LOCALE cookie. */
export async function openPage(
  browser: Browser,
  options: { locale?: Locale; width?: number; height?: number } = {},
): Promise<OpenPage> {
  const { locale = 'pt', width = 1280, height = 900 } = options
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    locale: 'pt-BR',
  })
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseUrl }])
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(String(error)))
  return { context, page, consoleErrors }
}

export const demo = {
  admin: { email: 'admin@relamc.example', password: 'relamc-admin-demo' },
  member: { email: 'membro@relamc.example', password: 'relamc-membro-demo' },
}

/** Signs the context in through the REST API (same cookie as the login form sets). */
export async function signIn(
  context: BrowserContext,
  account: { email: string; password: string },
): Promise<void> {
  const response = await context.request.post('/api/users/login', {
    data: account,
    headers: { Origin: baseUrl },
  })
  if (!response.ok()) throw new Error(`sign-in failed for ${account.email}: ${response.status()}`)
}
