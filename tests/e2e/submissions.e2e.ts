import type { Page } from '@playwright/test'
import { baseUrl, demo, expect, signIn, test } from './fixtures'
import { seriousViolations } from './helpers/axe'
import { siteRoutes } from './helpers/routes'

// The demo data is accepted up to 2025; the member's registry has nothing for 2026/1 yet.
const REGISTRY = 'AR-RENAC'
const YEAR = 2026
const SEMESTER = 1
const gridPath = `${siteRoutes.monthlyData}?registry=${REGISTRY}&year=${YEAR}&semester=${SEMESTER}`

const cell = (page: Page, row: string, month: string) =>
  page.getByLabel(`${row}, ${month}`, { exact: true })

/** Explains every plausibility warning the grid shows, as the member must before submitting. */
async function explainAll(page: Page, text: string) {
  const boxes = page.getByTestId('live-warnings').getByRole('textbox')
  for (let index = 0; index < (await boxes.count()); index++) await boxes.nth(index).fill(text)
}

type CountsRow = {
  registry: string
  malformation: number | string
  period: string
  births: number | null
  cases: number | null
}

test.describe('monthly data submission', () => {
  test('has no serious accessibility violations, for a member with the grid open', async ({
    visitor,
  }) => {
    const { context, page, consoleErrors } = await visitor()
    await signIn(context, demo.member)
    await page.goto(gridPath)
    await cell(page, 'Nascidos vivos', 'janeiro').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  test('sends anonymous visitors to the login page', async ({ visitor }) => {
    const { context, page } = await visitor()
    await page.goto(siteRoutes.monthlyData)
    await page.waitForURL(/\/login\?next=/)
    await context.close()
  })

  test('offers the template with headers in each language', async ({ visitor }) => {
    const { context, page } = await visitor()
    await signIn(context, demo.member)
    await page.goto(gridPath)
    const href = await page
      .getByRole('link', { name: 'CSV com cabeçalhos em espanhol' })
      .getAttribute('href')
    const response = await context.request.get(href!, { headers: { Origin: baseUrl } })
    expect(response.status()).toBe(200)
    const header = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')[0]
    expect(header).toBe(
      'codigo_registro,anio,semestre,item,descripcion,mes_1,mes_2,mes_3,mes_4,mes_5,mes_6',
    )
    await context.close()
  })

  test('refuses a file with a bad cell, naming its line, column and reason, and stores nothing', async ({
    visitor,
  }) => {
    const { context, page } = await visitor()
    await signIn(context, demo.member)
    await page.goto(gridPath)
    const csv = [
      'codigo_registro,ano,semestre,item,descricao,mes_1,mes_2,mes_3,mes_4,mes_5,mes_6',
      `${REGISTRY},${YEAR},${SEMESTER},nascidos_vivos,,1000,1000,1000,1000,1000,1000`,
      ',,,natimortos,,0,0,0,0,0,0',
      ',,,1,Microcefalia,1,x,0,0,0,0',
    ].join('\n')
    await page
      .getByLabel('Arquivo CSV ou XLSX')
      .setInputFiles({ name: 'semestre.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Enviar o arquivo' }).click()
    const errors = page.getByTestId('upload-errors')
    await errors.waitFor()
    const cells = await errors.locator('tbody tr').first().locator('td').allTextContents()
    expect(cells.slice(0, 2)).toEqual(['4', 'mes_2'])
    expect(cells[2]).not.toBe('')
    await page.reload()
    expect(await page.getByTestId('current-status').textContent()).toContain('Não enviado')
    await context.close()
  })

  test('a member fills the grid from the keyboard and submits, the office accepts, the counts API serves the numbers', async ({
    visitor,
  }) => {
    const member = await visitor()
    await signIn(member.context, demo.member)
    const page = member.page
    await page.goto(gridPath)

    // Live births across the semester with the arrow keys, then Enter down to stillbirths.
    await cell(page, 'Nascidos vivos', 'janeiro').focus()
    for (const [index, value] of ['1000', '1010', '990', '1005', '998', '1002'].entries()) {
      await page.keyboard.type(value)
      if (index < 5) await page.keyboard.press('ArrowRight')
    }
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Natimortos, junho',
    )
    await page.keyboard.type('7')
    // Stillbirths of every month: a month without them enters no count of births (never as 0).
    for (const [month, value] of [
      ['janeiro', '5'],
      ['fevereiro', '6'],
      ['março', '4'],
      ['abril', '5'],
      ['maio', '3'],
    ] as const)
      await cell(page, 'Natimortos', month).fill(value)

    // Microcephaly: 0 is "no case", a blank month is "not available"; March is impossible.
    const microcephaly = page.getByRole('row', { name: /Microcefalia/ })
    const inputs = microcephaly.getByRole('textbox')
    await inputs.nth(0).fill('2')
    await inputs.nth(1).fill('0')
    await inputs.nth(2).fill('5000')
    await inputs.nth(4).fill('1')
    await inputs.nth(5).fill('0')

    await page.getByRole('button', { name: 'Enviar à secretaria' }).click()
    const marked = page.locator('input[aria-invalid="true"]')
    await marked.first().waitFor()
    expect(await marked.count()).toBe(1)
    expect(await marked.first().getAttribute('aria-label')).toMatch(/^.*Microcefalia.*, março$/)
    expect(await page.getByTestId('grid-outcome').getByRole('alert').textContent()).toContain(
      '1 problema',
    )

    await inputs.nth(2).fill('1')
    // Far fewer births than the registry's usual month: submitting asks for an explanation first.
    await page.getByRole('button', { name: 'Enviar à secretaria' }).click()
    await page
      .getByTestId('grid-outcome')
      .getByRole('alert')
      .filter({ hasText: 'Explique ou confirme' })
      .waitFor()
    await explainAll(page, 'Só uma maternidade notificou neste semestre.')
    await page.getByRole('button', { name: 'Enviar à secretaria' }).click()
    await page.getByTestId('grid-outcome').getByRole('status').waitFor()
    await page.reload()
    expect(await page.getByTestId('current-status').textContent()).toContain('Enviado, em revisão')
    // Read back: the blank month stays blank (not 0), the zeros stay 0.
    expect(await inputs.nth(3).inputValue()).toBe('')
    expect(await inputs.nth(1).inputValue()).toBe('0')
    await member.context.close()

    // The office opens the submission from the status grid and accepts it.
    const office = await visitor()
    await signIn(office.context, demo.admin)
    await office.page.goto('/admin/submission-status')
    await office.page
      .getByTestId('waiting-list')
      .getByRole('link', { name: new RegExp(`${REGISTRY}.*${YEAR}/${SEMESTER}`) })
      .click()
    await office.page.getByRole('button', { name: 'Aceitar' }).click()
    await office.page.getByRole('status').filter({ hasText: 'Envio aceito' }).waitFor()
    await office.context.close()

    // Accepted numbers only, null where not available.
    const api = await visitor()
    await signIn(api.context, demo.member)
    const response = await api.context.request.get(
      `/api/surveillance/counts?registry=${REGISTRY}&from=${YEAR}-01&to=${YEAR}-06&groupBy=month`,
      { headers: { Origin: baseUrl } },
    )
    expect(response.status()).toBe(200)
    const { rows } = (await response.json()) as { rows: CountsRow[] }
    const micro = rows
      .filter(
        (row) => String(row.malformation) === '1' || String(row.malformation) === 'Microcefalia',
      )
      .sort((a, b) => a.period.localeCompare(b.period))
      .map((row) => [row.period, row.births, row.cases])
    expect(micro).toEqual([
      [`${YEAR}-01`, 1005, 2],
      [`${YEAR}-02`, 1016, 0],
      [`${YEAR}-03`, 994, 1],
      [`${YEAR}-04`, 1010, null],
      [`${YEAR}-05`, 1001, 1],
      [`${YEAR}-06`, 1009, 0],
    ])
    await api.context.close()

    // One click on the alarm-test page tests the semester the office just accepted.
    const tester = await visitor()
    await signIn(tester.context, demo.member)
    await tester.page.goto('/vigilancia-epidemiologica/vigie')
    await tester.page.getByRole('button', { name: /Testar o último semestre aceito/ }).click()
    const summary = tester.page.getByTestId('batch-summary')
    await summary.waitFor()
    expect(await summary.textContent()).toContain(`Semestre ${YEAR}/${SEMESTER}:`)
    await tester.context.close()
  })

  test('the grid adds up rows and columns, shows the accepted numbers beside each cell, and warns as the member types; the office compares', async ({
    visitor,
  }) => {
    // 2025/1 is accepted in the demo data: a new version of it is a resubmission.
    const period = `${siteRoutes.monthlyData}?registry=${REGISTRY}&year=2025&semester=1`
    const member = await visitor()
    await signIn(member.context, demo.member)
    const page = member.page
    await page.goto(period)
    const live = cell(page, 'Nascidos vivos', 'janeiro')
    const accepted = await live.inputValue()
    expect(accepted).toMatch(/^\d+$/)
    // Beside the cell: the same month of 2024 and the accepted number in use.
    const hint = page.locator(`#${await live.getAttribute('id')}-history`)
    expect(await hint.textContent()).toMatch(new RegExp(`2024: \\d+.*aceito: ${accepted}$`))
    expect(await live.getAttribute('aria-describedby')).toContain('-history')

    // Totals follow what is typed: a row across the semester, a month down the births.
    const liveRow = page.getByRole('row', { name: /^Nascidos vivos/ })
    const values = [21000, 21500, 22000, 22500, 23000, 23500]
    for (const [index, value] of values.entries())
      await liveRow.getByRole('textbox').nth(index).fill(String(value))
    const stillbirths = page.getByRole('row', { name: /^Natimortos/ }).getByRole('textbox')
    await stillbirths.nth(0).fill('100')
    const format = new Intl.NumberFormat('pt')
    await expect(liveRow.getByTestId('row-total')).toHaveText(format.format(133500))
    const birthsTotals = page.getByTestId('column-totals').first().getByRole('cell')
    await expect(birthsTotals.first()).toHaveText(format.format(21100))

    // Far too many microcephaly cases in March: the office's warning shows before submitting.
    const microcephaly = page.getByRole('row', { name: /Microcefalia/ }).getByRole('textbox')
    await microcephaly.nth(2).fill('400')
    const warnings = page.getByTestId('live-warnings')
    await expect(warnings).toContainText('Microcefalia, 2025-03: 400 casos')
    await page.getByRole('button', { name: 'Enviar à secretaria' }).click()
    await page.getByTestId('grid-outcome').getByRole('alert').waitFor()
    const explanation = 'Surto investigado pela vigilância; 400 casos confirmados.'
    await explainAll(page, explanation)
    await page.getByRole('button', { name: 'Enviar à secretaria' }).click()
    await page.getByTestId('grid-outcome').getByRole('status').waitFor()
    await member.context.close()

    // The office: the waiting counter, the new version beside the accepted one, the explanation.
    const office = await visitor()
    await signIn(office.context, demo.admin)
    const waiting = await office.context.request.get(
      '/api/data-submissions?where[status][equals]=submitted&limit=1&depth=0',
      { headers: { Origin: baseUrl } },
    )
    const { totalDocs } = (await waiting.json()) as { totalDocs: number }
    expect(totalDocs).toBeGreaterThan(0)
    await office.page.goto('/admin/submission-status')
    await expect(office.page.getByTestId('waiting-count').first()).toContainText(String(totalDocs))
    await office.page
      .getByTestId('waiting-list')
      .getByRole('link', { name: new RegExp(`${REGISTRY}.*2025/1`) })
      .click()
    const sideBySide = office.page.getByTestId('side-by-side')
    await sideBySide.waitFor()
    await expect(sideBySide.getByRole('table')).toHaveCount(2)
    // Six live births, one stillbirth and March's microcephaly differ from the accepted version.
    const changed = sideBySide.locator('td[data-changed="true"]')
    expect(await changed.count()).toBeGreaterThanOrEqual(7)
    await expect(
      office.page.getByTestId('warning-explanation').filter({ hasText: explanation }).first(),
    ).toBeVisible()
    // Returned, so the accepted 2025 numbers stay as the other tests expect them.
    await office.page.getByLabel('Comentário para o registro').fill('Conferir março.')
    await office.page.getByRole('button', { name: 'Devolver' }).click()
    await office.page.getByRole('status').filter({ hasText: 'Envio devolvido' }).waitFor()
    await office.context.close()
  })
})
