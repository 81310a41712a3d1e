import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { demo, expect, signIn, test } from './fixtures'

const TABLES = '/dados/tabelas-e-graficos'
const CAPTION = 'Prevalência de Espinha bífida (Q05) por 10.000 nascimentos'

/** Spina bifida in two registries, 2020–2025 by year, chosen through the GET form. */
async function chooseView(page: Page) {
  await page.goto(TABLES)
  await page.getByLabel('1 · Microcefalia (Q02)').uncheck()
  await page.getByLabel('3 · Espinha bífida (Q05)').check()
  await page.getByLabel('Rede inteira (todos os registros)').uncheck()
  await page.getByLabel(/^RENAC — /).check()
  await page.getByLabel(/^RENACH — /).check()
  await page.getByLabel('Do ano').selectOption('2020-01')
  await page.getByLabel('Até o ano').selectOption('2025-12')
  await page.getByLabel('Agrupar por').selectOption('year')
  await page.getByRole('button', { name: 'Mostrar' }).click()
  await expect(page).toHaveURL(/malformation=3&registry=AR-RENAC&registry=CL-RENACH&from=2020-01/)
}

/** The CSV behind the page's download link, as the browser saves it. */
async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Dados desta visão em CSV' }).click(),
  ])
  const text = await fs.readFile((await download.path())!, 'utf8')
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
}

test.describe('tables and charts without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor chooses a view, reads the table and charts, and downloads it', async ({
    page,
  }) => {
    await chooseView(page)
    const table = page.getByRole('table', { name: CAPTION, exact: true })
    const rows = table.locator('tbody tr')
    // The pooled network, then the two registries, six years each.
    await expect(rows).toHaveCount(18)
    await expect(rows.first().getByRole('rowheader')).toHaveText('Rede (somada)')
    await expect(rows.nth(6).getByRole('rowheader')).toHaveText('RENAC')
    await expect(
      page.getByRole('img', {
        name: `Prevalência de Espinha bífida (Q05) por 10.000 nascimentos ao longo do tempo: Rede (somada)`,
      }),
    ).toBeVisible()
    await expect(page.locator('figure[data-chart="forest"]')).toHaveCount(1)
    await expect(page.locator('figure[data-chart="births"]')).toHaveCount(1)
    await expect(page.getByRole('note')).toContainText('Dados de demonstração')
    await expect(page.getByText(/aparecem como “< 5” para visitantes/)).toBeVisible()

    const csv = await downloadCsv(page)
    // In the page's language: Portuguese headers, the anomaly's name, ';' between fields.
    expect(csv[0]).toBe(
      'Registro;Número da anomalia;Anomalia;Período;Nascimentos;Casos;Prevalência por 10.000 nascimentos;Limite inferior (IC 95%);Limite superior (IC 95%);Omitido;Motivo da omissão;Período completo;Registros deixados de fora;Dados de demonstração',
    )
    expect(csv).toHaveLength(1 + 18)
    expect(csv[1]).toMatch(/^network;3;Espinha bífida[^;]*;2020;\d+;/)
    // The same cells withheld in the file as on the page.
    const withheld = csv.filter((line) => line.split(';')[9] === 'sim').length
    await expect(table.locator('tbody tr[data-suppressed="true"]')).toHaveCount(withheld)
    for (const line of csv.slice(1).filter((row) => row.split(';')[9] === 'sim'))
      expect(line.split(';')[5]).toBe('')

    // The page's accessibility audit runs on its default view in every language (routes.e2e.ts);
    // axe does not finish on this two-registry view within the test's time (to be looked into).
  })

  // The office (an admin) sees every registry exactly; a member only their own (the disclosure policy).
  test('the office sees exact numbers, on the page and in the file', async ({ page, context }) => {
    await signIn(context, demo.admin)
    await chooseView(page)
    await expect(page.getByText('Você vê os números exatos de todos os registros.')).toBeVisible()
    const table = page.getByRole('table', { name: CAPTION, exact: true })
    await expect(table.locator('tbody tr')).toHaveCount(18)
    await expect(table.locator('tbody tr[data-suppressed="true"]')).toHaveCount(0)
    const csv = await downloadCsv(page)
    expect(csv.slice(1).every((line) => line.split(';')[9] === 'não')).toBe(true)
  })

  test('the map shades each registry by its prevalence, and a withheld one says why, never a rate', async ({
    page,
  }) => {
    // One year of spina bifida: small counts, so some registries are withheld from visitors.
    await page.goto(
      `${TABLES}?malformation=3&registry=network&from=2020-01&to=2020-12&groupBy=year`,
    )
    const map = page.getByRole('group', {
      name: /^Prevalência de Espinha bífida \(Q05\) por 10.000 nascimentos em cada registro/,
    })
    const table = page.getByRole('table', { name: CAPTION, exact: true })
    const registries = await table
      .locator('tbody tr:not([data-registry="network"])')
      .evaluateAll((rows) =>
        rows.map((row) => ({
          code: row.getAttribute('data-registry')!,
          suppressed: row.getAttribute('data-suppressed') === 'true',
          cases: row.querySelectorAll('td')[1]!.textContent!.trim(),
          rate: row.querySelectorAll('td')[3]!.textContent!.trim(),
        })),
      )
    await expect(map.getByRole('link')).toHaveCount(registries.length)
    expect(registries.filter((registry) => registry.suppressed).length).toBeGreaterThan(0)
    for (const registry of registries) {
      const marker = map.locator(`a[data-registry="${registry.code}"]`)
      await expect(marker).toHaveAttribute(
        'href',
        `/registros-membros/caracteristicas-dos-registros#${registry.code}`,
      )
      if (registry.suppressed) {
        await expect(marker, registry.code).toHaveAttribute('data-shade', 'withheld')
        // The year's cell says why it is withheld: "< 5" a small count, "*" a complement.
        await expect(marker, registry.code).toHaveAccessibleName(
          registry.cases.startsWith('< 5')
            ? /Prevalência por 10.000 nascimentos: menos de 5 casos, taxa omitida$/
            : /Prevalência por 10.000 nascimentos: taxa omitida para que um número pequeno não possa ser deduzido do total$/,
        )
      } else if (/^\d/.test(registry.rate)) {
        await expect(marker, registry.code).toHaveAttribute('data-shade', 'value')
      }
    }
    await expect(map.locator('xpath=..').locator('[data-legend]')).toContainText(
      'Menos de 5 casos: taxa omitida',
    )
  })

  test('bad choices are explained next to their field and nothing is computed', async ({
    page,
  }) => {
    await page.goto(`${TABLES}?registry=network&groupBy=week`)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Anomalias: Preencha este campo.')
    await expect(alert).toContainText('Agrupar por: Escolha uma destas opções')
    await expect(page.locator('tbody tr')).toHaveCount(0)
    // Nor the case records' section below, which reads the anomaly chosen above.
    await expect(
      page.getByRole('heading', { name: 'O que os registros de casos acrescentam' }),
    ).toHaveCount(0)
    await expect(page.getByLabel('Agrupar por')).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('tables and charts with JavaScript', () => {
  test('the default view loads without errors and keeps its files elsewhere', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(TABLES)
    await expect(page.locator('table[id^="table-"] tbody tr').first()).toBeVisible()
    await expect(page.locator('figure[data-chart="trend"]')).toHaveCount(1)
    // The case records' section, for the first anomaly chosen, with its own year choice.
    await expect(
      page.getByRole('heading', { name: 'O que os registros de casos acrescentam' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ver o ano' })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Os arquivos publicados estão em Dados acumulados.' }),
    ).toHaveAttribute('href', '/vigilancia-epidemiologica/dados-acumulados')
    expect(consoleErrors).toEqual([])
  })
})
