import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'
import { demoAccounts } from '@/seed/demoAccounts'
import { adminApiFrom } from './helpers/admin'
import { e2e } from './setup/env'

export { expect }
export const baseUrl = e2e.baseUrl

export type Visitor = {
  context: BrowserContext
  page: Page
  consoleErrors: string[]
  /** A site path (SPEC's Portuguese path) as the visitor's language addresses it. */
  at: (path: string) => string
}
type VisitorOptions = { locale?: Locale; width?: number; height?: number }

type Fixtures = {
  /** The site language of the test: the language of the addresses `at` gives. */
  siteLocale: Locale
  /** A site path (SPEC's Portuguese path) as `siteLocale` addresses it: /x, /es/x or /en/x. */
  at: (path: string) => string
  /** Errors the page logged or threw, collected from the start of the test. */
  consoleErrors: string[]
  /** More visitors in the same test (own cookies each), closed when the test ends. */
  visitor: (options?: VisitorOptions) => Promise<Visitor>
  /** A signed-in admin REST client, for preparing data and checking what the site stored. */
  adminApi: APIRequestContext
  /** Registers an undo step; every one runs when the test ends, passed or failed, last first. */
  cleanup: (undo: () => Promise<unknown>) => void
}

const collectErrors = (page: Page): string[] => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

async function newVisitor(browser: Browser, options: VisitorOptions = {}): Promise<Visitor> {
  const { locale = 'pt', width = 1280, height = 900 } = options
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    locale: 'pt-BR',
  })
  const page = await context.newPage()
  return {
    context,
    page,
    consoleErrors: collectErrors(page),
    at: (path) => localePath(locale, path),
  }
}

export const test = base.extend<Fixtures>({
  siteLocale: ['pt', { option: true }],
  at: async ({ siteLocale }, provide) => {
    await provide((path) => localePath(siteLocale, path))
  },
  consoleErrors: async ({ page }, provide) => {
    await provide(collectErrors(page))
  },
  visitor: async ({ browser }, provide) => {
    const opened: BrowserContext[] = []
    await provide(async (options) => {
      const visitor = await newVisitor(browser, options)
      opened.push(visitor.context)
      return visitor
    })
    for (const context of opened) await context.close()
  },
  adminApi: async ({ playwright }, provide) => {
    const api = await adminApiFrom(playwright.request)
    await provide(api)
    await api.dispose()
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern, so it stays.
  // eslint-disable-next-line no-empty-pattern
  cleanup: async ({}, provide) => {
    const undo: (() => Promise<unknown>)[] = []
    await provide((step) => undo.push(step))
    const failures: unknown[] = []
    for (const step of undo.reverse()) await step().catch((error: unknown) => failures.push(error))
    if (failures.length) throw new Error(`cleanup failed: ${failures.map(String).join('; ')}`)
  },
})

export const demo = demoAccounts

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
