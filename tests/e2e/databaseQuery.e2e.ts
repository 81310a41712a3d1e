import fs from 'node:fs/promises'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { baseUrl, demo, expect, signIn, test } from './fixtures'
import { seriousViolations } from './helpers/axe'
import { openSubmenu } from './helpers/menu'
import { siteRoutes } from './helpers/routes'

const QUERY_PAGE = siteRoutes.databaseQuery
const CAPTION = 'Prevalência de Espinha bífida (Q05) por 10.000 nascimentos'
/** Spina bifida in RENAC, January to June 2024, month by month, as the GET form sends it. */
const CHOICE = 'malformation=3&registry=AR-RENAC&from=2024-01&to=2024-06&groupBy=month'
const MONTHS = ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06']

type Stored = { id: number; month: string; cases?: number | null; registry: number }
type StoredBirths = { month: string; liveBirths?: number | null; stillbirths?: number | null }

/** A REST read with the context's session (Payload wants to know where the request comes from). */
async function read<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path, { headers: { Origin: baseUrl } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

const where = (conditions: Record<string, string | number>) =>
  Object.entries(conditions)
    .map(([path, value]) => `where${path}=${encodeURIComponent(String(value))}`)
    .join('&')

/**
 * The accepted counts of one registry and anomaly as stored (the rows the
 * office's acceptance wrote), by month: what the file must say, read apart
 * from the query and its export.
 */
async function storedMonths(
  context: BrowserContext,
  registryId: number,
  malformationId: number,
  from: string,
  to: string,
) {
  const range = { '[month][greater_than_equal]': from, '[month][less_than_equal]': to }
  const cases = await read<{ docs: Stored[] }>(
    context,
    `/api/surveillance-cases?depth=0&limit=100&${where({
      '[registry][equals]': registryId,
      '[malformation][equals]': malformationId,
      ...range,
    })}`,
  )
  const births = await read<{ docs: StoredBirths[] }>(
    context,
    `/api/surveillance-births?depth=0&limit=100&${where({
      '[registry][equals]': registryId,
      ...range,
    })}`,
  )
  const birthsOf = new Map(
    births.docs.map((row) => [
      row.month,
      row.liveBirths == null ? null : row.liveBirths + (row.stillbirths ?? 0),
    ]),
  )
  return new Map(
    cases.docs.map((row) => [
      row.month,
      { births: birthsOf.get(row.month) ?? null, cases: row.cases ?? null },
    ]),
  )
}

async function idOf(context: BrowserContext, collection: string, field: string, value: string) {
  const found = await read<{ docs: { id: number }[] }>(
    context,
    `/api/${collection}?depth=0&limit=1&${where({ [`[${field}][equals]`]: value })}`,
  )
  return found.docs[0]!.id
}

/** The monthly counts file behind the page's link, as the browser saves it, split in cells. */
async function downloadMonthlyCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Contagens mensais em CSV' }).click(),
  ])
  const text = await fs.readFile((await download.path())!, 'utf8')
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'))
}

/** Removes the saved queries of this name, whoever saved them. */
async function forget(adminApi: APIRequestContext, name: string) {
  const found = await adminApi.get(
    `/api/saved-queries?depth=0&${where({ '[name][equals]': name })}`,
  )
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  for (const doc of docs) await adminApi.delete(`/api/saved-queries/${doc.id}`)
}

test.describe('database query: members only', () => {
  test('sends an anonymous visitor to the login page and back to the same query', async ({
    page,
  }) => {
    await page.goto(`${QUERY_PAGE}?${CHOICE}`)
    const url = new URL(page.url())
    expect(url.pathname).toBe(siteRoutes.login)
    expect(url.searchParams.get('next')).toBe(`${QUERY_PAGE}?${CHOICE}`)

    await page.getByLabel('E-mail').fill(demo.member.email)
    await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === QUERY_PAGE && url.search === `?${CHOICE}`)
    await expect(page.locator('h1')).toHaveText('Consulta à base de dados')
    await expect(page.getByRole('table', { name: CAPTION, exact: true })).toBeVisible()
  })

  test('refuses the monthly counts to a visitor without a session', async ({ page }) => {
    const response = await page.request.get(`/api/surveillance/monthly-counts?${CHOICE}&format=csv`)
    expect(response.status()).toBe(401)
  })

  test('is in the menu with a lock, on this site', async ({ page }) => {
    await page.goto('/')
    const submenu = await openSubmenu(page, 'data-submission')
    const link = submenu.locator(`a[href="${QUERY_PAGE}"]`)
    await expect(link).toHaveText(/Consulta à base de dados/)
    await expect(link.locator('[data-icon="lock"]')).toHaveCount(1)
    await expect(link).not.toHaveAttribute('target', '_blank')
  })
})

test.describe('database query without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The office (an admin) sees every registry exactly; a member only their own (the disclosure policy).
  test('the office runs a query by month, reads exact numbers, chart and map, and downloads the months', async ({
    page,
    context,
  }) => {
    await signIn(context, demo.admin)
    await page.goto(QUERY_PAGE)
    await page.getByLabel('1 · Microcefalia (Q02)').uncheck()
    await page.getByLabel('3 · Espinha bífida (Q05)').check()
    await page.getByLabel('Rede inteira (todos os registros)').uncheck()
    await page.getByLabel(/^RENAC — /).check()
    await page.getByLabel('Do mês').fill('2024-01')
    await page.getByLabel('Até o mês').fill('2024-06')
    await page.getByLabel('Agrupar por').selectOption('month')
    await page.getByRole('button', { name: 'Mostrar' }).click()
    await expect(page).toHaveURL(`${baseUrl}${QUERY_PAGE}?${CHOICE}`)

    await expect(page.getByText('Você vê os números exatos de todos os registros.')).toBeVisible()
    const table = page.getByRole('table', { name: CAPTION, exact: true })
    // The pooled network, then RENAC, six months each; nothing withheld from the office.
    await expect(table.locator('tbody tr')).toHaveCount(12)
    await expect(table.locator('tbody tr[data-registry="AR-RENAC"]')).toHaveCount(6)
    await expect(table.locator('tbody tr[data-suppressed="true"]')).toHaveCount(0)
    await expect(table.locator('tbody tr[data-registry="AR-RENAC"]').first()).toHaveAttribute(
      'data-period',
      '2024-01',
    )
    await expect(page.locator('figure[data-chart="trend"]')).toHaveCount(1)
    await expect(page.locator('figure[data-chart="forest"]')).toHaveCount(1)
    const map = page.getByRole('group', {
      name: /^Prevalência de Espinha bífida \(Q05\) por 10.000 nascimentos em cada registro/,
    })
    await expect(map.getByRole('link')).toHaveCount(1)
    await expect(map.getByRole('link')).toHaveAttribute(
      'href',
      `${siteRoutes.characteristics}#AR-RENAC`,
    )

    // The file holds the stored months of RENAC, exactly.
    const stored = await storedMonths(
      context,
      await idOf(context, 'member-registries', 'networkCode', 'AR-RENAC'),
      await idOf(context, 'malformations', 'number', '3'),
      '2024-01',
      '2024-06',
    )
    const csv = await downloadMonthlyCsv(page)
    // In the page's language, the anomaly's name beside its number, ';' between fields.
    expect(csv[0]).toEqual([
      'Registro',
      'Número da anomalia',
      'Anomalia',
      'Mês',
      'Nascimentos',
      'Casos',
      'Motivo da omissão',
      'Dados de demonstração',
    ])
    expect(csv.slice(1).map((cells) => cells.slice(0, 6))).toEqual(
      MONTHS.map((month) => {
        const row = stored.get(month)!
        return [
          'AR-RENAC',
          '3',
          'Espinha bífida',
          month,
          String(row.births ?? ''),
          String(row.cases ?? ''),
        ]
      }),
    )
  })

  test('the monthly file leaves a month not available empty and writes a month without cases as 0', async ({
    page,
    context,
  }) => {
    // Any registry's stored months: the office, who sees them all exactly.
    await signIn(context, demo.admin)
    // A stored month whose cases were not available, in a year that also has a month with none.
    const blanks = await read<{ docs: (Stored & { malformation: number })[] }>(
      context,
      `/api/surveillance-cases?depth=0&limit=50&${where({ '[cases][exists]': 'false' })}`,
    )
    let found: {
      blank: string
      zero: string
      registry: string
      malformation: number
      year: string
    } | null = null
    for (const candidate of blanks.docs) {
      const year = candidate.month.slice(0, 4)
      const months = await storedMonths(
        context,
        candidate.registry,
        candidate.malformation,
        `${year}-01`,
        `${year}-12`,
      )
      const zero = [...months].find(([, row]) => row.cases === 0)?.[0]
      if (!zero) continue
      const registry = await read<{ networkCode: string }>(
        context,
        `/api/member-registries/${candidate.registry}?depth=0`,
      )
      const malformation = await read<{ number: number }>(
        context,
        `/api/malformations/${candidate.malformation}?depth=0`,
      )
      found = {
        blank: candidate.month,
        zero,
        registry: registry.networkCode,
        malformation: malformation.number,
        year,
      }
      break
    }
    expect(found, 'the demonstration data has a blank month beside a month with 0').not.toBeNull()
    const { blank, zero, registry, malformation, year } = found!

    await page.goto(
      `${QUERY_PAGE}?malformation=${malformation}&registry=${registry}&from=${year}-01&to=${year}-12&groupBy=month`,
    )
    const rows = page.locator(`tbody tr[data-registry="${registry}"]`)
    await expect(rows).toHaveCount(12)
    await expect(
      page.locator(`tbody tr[data-registry="${registry}"][data-period="${blank}"]`),
    ).toHaveAttribute('data-complete', 'false')
    const csv = await downloadMonthlyCsv(page)
    const line = (month: string) =>
      csv.find((cells) => cells[0] === registry && cells[3] === month)!
    expect(line(blank)[5]).toBe('')
    expect(line(zero)[5]).toBe('0')
  })

  test('a member saves the query, opens it from the list and deletes it', async ({
    page,
    context,
    adminApi,
    cleanup,
  }) => {
    const name = `Espinha bífida em RENAC ${Date.now()}`
    cleanup(() => forget(adminApi, name))
    await signIn(context, demo.member)
    await page.goto(`${QUERY_PAGE}?${CHOICE}`)

    await page.getByLabel('Nome da consulta').fill(name)
    await page.getByRole('button', { name: 'Salvar esta consulta' }).click()
    await expect(page).toHaveURL(`${baseUrl}${QUERY_PAGE}?${CHOICE}&notice=saved#saved-queries`)
    await expect(page.locator('[data-notice="saved"]')).toHaveText('Consulta salva.')
    const saved = page.getByTestId('saved-queries').getByRole('link', { name, exact: true })
    await expect(saved).toHaveAttribute('href', `${QUERY_PAGE}?${CHOICE}`)

    // Stored once, for the member, in the fixed form of the page's address.
    const stored = await adminApi.get(
      `/api/saved-queries?depth=0&${where({ '[name][equals]': name })}`,
    )
    const { docs } = (await stored.json()) as { docs: { owner: number; query: string }[] }
    const me = await read<{ user: { id: number } }>(context, '/api/users/me')
    expect(docs).toEqual([expect.objectContaining({ owner: me.user.id, query: CHOICE })])

    await page.goto(QUERY_PAGE)
    await page.getByTestId('saved-queries').getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(`${baseUrl}${QUERY_PAGE}?${CHOICE}`)
    await expect(
      page.getByRole('table', { name: CAPTION, exact: true }).locator('tbody tr'),
    ).toHaveCount(12)

    await page.getByRole('button', { name: `Excluir a consulta “${name}”` }).click()
    await expect(page.locator('[data-notice="deleted"]')).toHaveText('Consulta excluída.')
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
  })

  test('bad choices are explained next to their field and nothing is computed', async ({
    page,
    context,
  }) => {
    await signIn(context, demo.member)
    await page.goto(`${QUERY_PAGE}?registry=network&from=2024-13&groupBy=week`)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Anomalias: Preencha este campo.')
    await expect(page.getByLabel('Agrupar por')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Do mês')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('tbody tr')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Salvar esta consulta' })).toHaveCount(0)
  })
})

test.describe('database query with JavaScript', () => {
  test('has no serious accessibility violations and no errors, results shown', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await signIn(context, demo.member)
    await page.goto(`${QUERY_PAGE}?${CHOICE}`)
    await expect(page.getByRole('table', { name: CAPTION, exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
