import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, demo, launchBrowser, openPage, signIn } from './helpers/browser'

const VIGIE = '/vigilancia-epidemiologica/vigie'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A clear excess: 12 microcephaly cases in 12,000 births where about 2.7 are expected. */
async function runExcessTest(page: Page) {
  await page.goto(VIGIE)
  await page.getByLabel('Registro', { exact: true }).fill('AR-RENAC')
  await page.getByLabel('Malformação', { exact: true }).fill('1')
  await page.getByLabel('Início', { exact: true }).fill('2025-01-01')
  await page.getByLabel('Fim', { exact: true }).fill('2025-06-30')
  await page.getByLabel('Nascimentos aproximados no período').fill('12000')
  await page.getByLabel('Casos observados', { exact: true }).fill('12')
  await page.getByRole('button', { name: 'Fazer o teste' }).click()
  await page.getByTestId('alarm-verdict').waitFor()
}

describe('surveillance page', () => {
  it('runs a test and shows the alarm, the interval and the chart', async () => {
    const { context, page, consoleErrors } = await openPage(browser)
    await runExcessTest(page)
    expect(await page.getByTestId('alarm-verdict').textContent()).toContain(
      'Alarme: excesso de casos',
    )
    const result = page.locator('#resultado')
    expect(await result.textContent()).toContain('6,20 a 20,96')
    expect(
      await result
        .getByRole('img', { name: 'Intervalo dos casos observados e número esperado' })
        .count(),
    ).toBe(1)
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('works without JavaScript, field errors included', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      javaScriptEnabled: false,
      locale: 'pt-BR',
    })
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'pt', url: baseUrl }])
    const page = await context.newPage()
    await runExcessTest(page)
    expect(await page.getByTestId('alarm-verdict').textContent()).toContain('Alarme')

    await page.getByLabel('Casos observados', { exact: true }).fill('20000')
    await page.getByRole('button', { name: 'Fazer o teste' }).click()
    await page.locator('#field-observed-error').waitFor()
    expect(await page.locator('#field-observed-error').textContent()).toBe(
      'O número de casos não pode ser maior que o número de nascimentos.',
    )
    expect(await page.getByTestId('alarm-verdict').count()).toBe(0)
    await context.close()
  })

  it('lets a member log in from the result and report the alarm', async () => {
    const { context, page } = await openPage(browser)
    await runExcessTest(page)

    await page.getByRole('link', { name: 'Entre para notificar este alarme' }).click()
    await page.waitForURL(/\/login/)
    await page.getByLabel('E-mail').fill(demo.member.email)
    await page.getByLabel('Senha', { exact: true }).fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(/\/vigilancia-epidemiologica\/vigie\?/)

    await page
      .getByLabel('Observação para a secretaria (opcional)')
      .fill('Três casos no mesmo hospital.')
    await page.getByRole('button', { name: 'Notificar o alarme' }).click()
    await page.getByRole('status').filter({ hasText: 'O alarme foi notificado' }).waitFor()
    await context.close()
  })

  it('tests a semester file for a member, alarms first', async () => {
    const { context, page } = await openPage(browser)
    await signIn(context, demo.member)
    await page.goto(VIGIE)
    const csv = [
      'registry_code;malformation_number;births;observed',
      'ECLAMC;9;20000;',
      'AR-RENAC;1;12000;12',
      'XX;1;100;1',
    ].join('\n')
    await page
      .getByLabel('Arquivo CSV ou XLSX')
      .setInputFiles({ name: 'semestre.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Testar o arquivo' }).click()
    await page.getByTestId('batch-summary').waitFor()
    expect(await page.getByTestId('batch-summary').textContent()).toContain('1 alarme')
    const firstRow = page.locator('table tbody tr').first()
    expect(await firstRow.textContent()).toContain('Alarme: excesso de casos')
    expect(
      await page.getByRole('link', { name: 'Baixar os resultados (CSV)' }).getAttribute('href'),
    ).toMatch(/^data:text\/csv/)
    await context.close()
  })
})
