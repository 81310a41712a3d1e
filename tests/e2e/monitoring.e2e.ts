import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { demo, expect, signIn, test } from './fixtures'

const EPIDEMICS = '/testes-estatisticos/epidemias-endemias'
const SCAN = '/testes-estatisticos/satscan'

test.describe('monitoring pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the endemic channel of the network, through the GET form', async ({ page }) => {
    await page.goto(EPIDEMICS)
    await page.getByLabel('Registro', { exact: true }).selectOption('network')
    await page.getByLabel('Anomalia', { exact: true }).selectOption('4')
    await page.getByLabel('Ano mostrado').fill('2025')
    await page.getByLabel('Anos anteriores no canal').selectOption('7')
    await page.getByRole('button', { name: 'Mostrar' }).click()
    await expect(page).toHaveURL(/registry=network&malformation=4&year=2025&years=7/)
    await expect(page.locator('svg[role="img"]')).toHaveCount(1)
    const table = page.getByRole('table', { name: 'Cada período de 2025 e a sua zona' })
    await expect(table.getByRole('row')).toHaveCount(13)
    await expect(page.getByText(/Construído com 7 anos anteriores: 2018, 2019/)).toBeVisible()
  })

  test('each statistical-test page opens on the network, its commonest anomaly and the latest period', async ({
    page,
  }) => {
    await page.goto(EPIDEMICS)
    await expect(page.getByLabel('Registro', { exact: true })).toHaveValue('network')
    await expect(page.getByLabel('Anomalia', { exact: true })).toHaveValue('4')
    await expect(page.locator('svg[role="img"]')).toHaveCount(1)
    await expect(
      page.getByRole('table', { name: 'Cada período de 2025 e a sua zona' }),
    ).toBeVisible()

    await page.goto(SCAN)
    await expect(page.getByLabel('Anomalia', { exact: true })).toHaveValue('4')
    await expect(page.getByRole('table', { name: 'Aglomerado mais provável' })).toBeVisible()
    await expect(page.locator('#scan-table tbody tr')).toHaveCount(18)

    await page.goto('/testes-estatisticos/relatorios-semestrais')
    await expect(
      page.getByText('Rede inteira (todos os registros somados), 2025, semestre 2'),
    ).toBeVisible()
    await expect(page.locator('#report-table tbody tr')).toHaveCount(18)
  })

  test('bad input is explained next to its field and nothing is computed', async ({ page }) => {
    await page.goto(`${EPIDEMICS}?registry=network&malformation=4&year=abc&method=x`)
    await expect(page.getByRole('alert')).toContainText('Informe um ano entre 1950 e 2100.')
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('a registry is only for its members', async ({ page }) => {
    await page.goto(`${SCAN}?registry=AR-RENAC&malformation=3`)
    await expect(page.getByRole('link', { name: 'Entre para ver este registro.' })).toBeVisible()
    await expect(page.locator('#scan-table')).toHaveCount(0)
  })

  test('a member finds the spina bifida cluster of their registry', async ({ page, context }) => {
    await signIn(context, demo.member)
    await page.goto(SCAN)
    await page.getByLabel('Registro', { exact: true }).selectOption('AR-RENAC')
    await page.getByLabel('Anomalia', { exact: true }).selectOption('3')
    await page.getByLabel('Último mês da janela').fill('2025-12')
    await page.getByRole('button', { name: 'Mostrar' }).click()
    const result = page.getByRole('table', { name: 'Aglomerado mais provável' })
    await expect(result).toContainText('2024-04–2024-07')
    await expect(result).toContainText('Significativo a 5%')
    await expect(page.locator('svg[role="img"]')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: /O que um aglomerado significa/ })).toBeVisible()
    const rows = page.locator('#scan-table tbody tr')
    await expect(rows).toHaveCount(18)
    await expect(rows.first()).toHaveAttribute('data-significant', 'true')
    await expect(rows.first().getByRole('rowheader')).toContainText('Espinha bífida')
  })
})

test.describe('semiannual report without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a member's report puts the spina bifida cluster first", async ({ page, context }) => {
    await signIn(context, demo.member)
    await page.goto('/testes-estatisticos/relatorios-semestrais')
    await page.getByLabel('Registro', { exact: true }).selectOption('AR-RENAC')
    await page.getByLabel('Ano', { exact: true }).fill('2024')
    await page.getByLabel('Semestre', { exact: true }).selectOption('2')
    await page.getByRole('button', { name: 'Mostrar' }).click()
    await expect(page.getByTestId('attention')).toContainText(
      /Espinha bífida.*aglomerado no tempo, 2024-04–2024-07, p [=<] .*, q [=<] /,
    )
    await expect(page.locator('#report-table tbody tr')).toHaveCount(18)
    const spinaBifida = page.locator('#report-table tbody tr', { hasText: 'Espinha bífida' })
    await expect(spinaBifida).toContainText('2024-04–2024-07')
  })

  test('anonymous visitors get the network report, not a registry', async ({ page }) => {
    await page.goto(
      '/testes-estatisticos/relatorios-semestrais?registry=network&year=2025&semester=1',
    )
    await expect(page.locator('#report-table tbody tr')).toHaveCount(18)
    await page.goto(
      '/testes-estatisticos/relatorios-semestrais?registry=AR-RENAC&year=2025&semester=1',
    )
    await expect(page.getByRole('link', { name: 'Entre para ver este registro.' })).toBeVisible()
    await expect(page.locator('#report-table')).toHaveCount(0)
  })
})

const NETWORK_REPORT =
  '/testes-estatisticos/relatorios-semestrais?registry=network&year=2025&semester=1'

test.describe('semiannual report charts, one anomaly at a time', () => {
  const charts = (page: Page) =>
    page.locator('section[aria-labelledby="report-charts-title"] svg[role="img"]')

  test('through plain links, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(NETWORK_REPORT)
    await expect(page.locator('#report-table tbody tr')).toHaveCount(18)
    // The report lists every anomaly's charts and carries none of them.
    await expect(charts(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Gráficos de 3 · Espinha bífida (Q05)' }).click()
    await expect(page).toHaveURL(/registry=network&year=2025&semester=1&charts=3#report-3$/)
    await expect(page.locator('[data-charts]')).toHaveAttribute('data-charts', '3')
    expect(await charts(page).count()).toBeGreaterThanOrEqual(2)
    await expect(page.locator('[data-charts="3"] svg[role="img"]')).toHaveCount(
      await charts(page).count(),
    )
    await page.getByRole('link', { name: 'Ocultar os gráficos' }).click()
    await expect(page).not.toHaveURL(/charts=/)
    await expect(charts(page)).toHaveCount(0)
    await context.close()
  })

  test('fetched without leaving the page, with JavaScript', async ({ page }) => {
    await page.goto(NETWORK_REPORT)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('link', { name: 'Gráficos de 10 · Anencefalia (Q00.0)' }).click()
    await expect(page.locator('[data-charts="10"] svg[role="img"]').first()).toBeVisible()
    await expect(page).toHaveURL(/charts=10/)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })
})

test.describe('semiannual report PDF', () => {
  test('a member downloads the report from its page, and it renders', async ({ page, context }) => {
    await signIn(context, demo.member)
    await page.goto(
      '/testes-estatisticos/relatorios-semestrais?registry=AR-RENAC&year=2024&semester=2',
    )
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar este relatório em PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('relatorio-semestral-AR-RENAC-2024-S2.pdf')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-e2e-'))
    try {
      const file = path.join(dir, 'report.pdf')
      await download.saveAs(file)
      // poppler draws the first page (scripts/check-system.mjs installs it).
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '36',
        '-f',
        '1',
        '-l',
        '1',
        file,
        path.join(dir, 'p'),
      ])
      const png = fs.readdirSync(dir).find((name) => name.endsWith('.png'))
      expect(png).toBeDefined()
      const image = fs.readFileSync(path.join(dir, png!))
      // PNG signature, then the header's width and height: A4 landscape at 36 dpi.
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([421, 298])
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString()
      expect(text).toContain('Relatório semestral')
      expect(text).toContain('Espinha bífida')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
