import type { Page } from '@playwright/test'
import { demo, expect, signIn, test } from './fixtures'

const VIGIE = '/vigilancia-epidemiologica/vigie'

/** A clear excess: 12 microcephaly cases in 12,000 births where about 3 are expected. */
async function runExcessTest(page: Page) {
  await page.goto(VIGIE)
  await page.getByLabel('Registro', { exact: true }).fill('AR-RENAC')
  await page.getByLabel('Malformação', { exact: true }).fill('1')
  await page.getByLabel('Início', { exact: true }).fill('2025-01-01')
  await page.getByLabel('Fim', { exact: true }).fill('2025-06-30')
  await page.getByLabel('Nascimentos aproximados no período').fill('12000')
  await page.getByLabel('Casos observados', { exact: true }).fill('12')
  await page.getByRole('button', { name: 'Fazer o teste' }).click()
  await expect(page.getByTestId('alarm-verdict')).toBeVisible()
}

test.describe('surveillance page', () => {
  test('runs a test and shows the alarm, the interval and the chart', async ({
    page,
    consoleErrors,
  }) => {
    await runExcessTest(page)
    await expect(page.getByTestId('alarm-verdict')).toContainText('Alarme: excesso de casos')
    const result = page.locator('#resultado')
    await expect(result).toContainText('6,20 a 20,96')
    await expect(
      result.getByRole('img', { name: 'Intervalo dos casos observados e número esperado' }),
    ).toHaveCount(1)
    expect(consoleErrors).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('works without JavaScript, field errors included', async ({ page }) => {
      await runExcessTest(page)
      await expect(page.getByTestId('alarm-verdict')).toContainText('Alarme')

      await page.getByLabel('Casos observados', { exact: true }).fill('20000')
      await page.getByRole('button', { name: 'Fazer o teste' }).click()
      await expect(page.locator('#field-observed-error')).toHaveText(
        'O número de casos não pode ser maior que o número de nascimentos.',
      )
      await expect(page.getByTestId('alarm-verdict')).toHaveCount(0)
    })
  })

  test('lets a member log in from the result and report the alarm', async ({ page }) => {
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
    await expect(
      page.getByRole('status').filter({ hasText: 'O alarme foi notificado' }),
    ).toBeVisible()
  })

  test('tests a semester file for a member, alarms first', async ({ context, page }) => {
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
    await expect(page.getByTestId('batch-summary')).toContainText('1 alarme')
    const firstRow = page.locator('table tbody tr').first()
    await expect(firstRow).toContainText('Alarme: excesso de casos')
    await expect(page.getByRole('link', { name: 'Baixar os resultados (CSV)' })).toHaveAttribute(
      'href',
      /^data:text\/csv/,
    )
  })
})
