import type { Page } from '@playwright/test'
import { createMember } from './helpers/admin'
import { baseUrl, demo, expect, signIn, test } from './fixtures'
import { seriousViolations } from './helpers/axe'
import { siteRoutes } from './helpers/routes'

// A registry and semester no other test reads: the demo's first semester (accepted as monthly
// counts), sent again as case records. A later semester would move the latest accepted period,
// which the statistical-test pages open on (monitoring.e2e.ts).
const REGISTRY = 'CO-BOG'
const YEAR = 2014
const SEMESTER = 1
const pagePath = `${siteRoutes.caseRecords}?registry=${REGISTRY}&year=${YEAR}&semester=${SEMESTER}`
const TABLES = `/dados/tabelas-e-graficos?malformation=3&registry=${REGISTRY}&from=${YEAR}-01&to=${YEAR}-06&groupBy=semester`

const HEADER =
  'codigo_registro,ano,semestre,id_caso,mes,dia,desfecho,sexo,pluralidade,semanas_gestacao,peso_gramas,diagnostico_prenatal,semanas_diagnostico,idade_materna,codigos_cid10,sindrome,descricao'
// The template adds the WHO kit's optional elements; the file sent here leaves them out, as a
// registry's file written before them does.
const TEMPLATE_HEADER = `${HEADER},situacao_registro,situacao_diagnostico,apresentacao_clinica,data_diagnostico,data_notificacao,data_conclusao,diagnostico_corrigido`

/**
 * One row per case: [id, month, outcome, sex, weeks, grams, prenatal, diagnosis weeks, mother's
 * age, codes]. Line 4 is a live birth of 1,200 g at 39 weeks, far below the usual weight then
 * (about 3,300 g): a plausibility warning, not an error.
 */
const cases: [string, number, string, string, number, number, string, string, number, string][] = [
  ['E2E-001', 1, 'live-birth', 'female', 38, 3000, 'yes', '22', 27, 'Q05.9'],
  ['E2E-002', 2, 'live-birth', 'male', 39, 3200, 'no', '', 31, 'Q05.2;Q03'],
  ['E2E-003', 3, 'live-birth', 'male', 39, 1200, 'no', '', 24, 'Q05.7'],
  ['E2E-004', 3, 'fetal-death', 'female', 30, 1500, 'yes', '20', 35, 'Q05.4'],
  ['E2E-005', 4, 'topfa', 'female', 21, 400, 'yes', '18', 29, 'Q05.9;Q05.4'],
  ['E2E-006', 5, 'live-birth', 'male', 40, 3400, 'unknown', '', 22, 'Q05.1'],
  ['E2E-007', 6, 'live-birth', 'female', 37, 2900, 'yes', '24', 30, 'Q00.0;Q05.9'],
  ['E2E-008', 6, 'live-birth', 'male', 38, 3100, 'no', '', 26, 'Q36.9'],
]

const csvOf = (rows: typeof cases) =>
  [
    HEADER,
    ...rows.map(([id, month, outcome, sex, weeks, grams, prenatal, at, age, codes], index) =>
      [
        ...(index === 0 ? [REGISTRY, YEAR, SEMESTER] : ['', '', '']),
        id,
        month,
        '',
        outcome,
        sex,
        1,
        weeks,
        grams,
        prenatal,
        at,
        age,
        codes,
        '',
        '',
      ].join(','),
    ),
  ].join('\n')

/**
 * Spina bifida's cases in the file, counted as EUROCAT counts neural tube defects: a case with
 * any Q05 code, once however many it has, unless it also has anencephaly (Q00.0) or
 * encephalocele (Q01), which take precedence. E2E-007 (Q00.0 with Q05.9) is anencephaly only.
 */
const spinaBifida = cases.filter(([, , , , , , , , , codes]) => {
  const list = codes.split(';')
  return (
    list.some((code) => code.startsWith('Q05')) &&
    !list.some((code) => code.startsWith('Q00') || code.startsWith('Q01'))
  )
}).length

/** The registry's spina bifida cases in the semester as the tables page shows them; null without a row. */
async function tablesCount(page: Page): Promise<string | null> {
  await page.goto(TABLES)
  await page.getByRole('heading', { level: 1 }).waitFor()
  const row = page.locator(`tbody tr[data-registry="${REGISTRY}"][data-period*="${YEAR}"]`)
  if ((await row.count()) === 0) return null
  return (await row.first().locator('td').nth(1).textContent())?.trim() ?? null
}

async function upload(page: Page, name: string, csv: string) {
  await page
    .getByLabel('Arquivo CSV ou XLSX')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Enviar os registros de casos' }).click()
}

test.describe('case records', () => {
  test('sends anonymous visitors to the login page', async ({ visitor }) => {
    const { page } = await visitor()
    await page.goto(pagePath)
    await page.waitForURL(/\/login\?next=/)
  })

  test('offers a member only their own registry, and has no serious accessibility violations', async ({
    visitor,
  }) => {
    const { context, page, consoleErrors } = await visitor()
    await signIn(context, demo.member)
    // The demo member acts for AR-RENAC only: asking for CO-BOG opens their own registry.
    await page.goto(pagePath)
    await expect(page.getByLabel('Registro', { exact: true })).toHaveValue('AR-RENAC')
    await expect(page.getByLabel('Registro', { exact: true }).locator('option')).toHaveCount(1)
    await expect(page.getByTestId('case-privacy')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('a member sends a semester again as a case file and sees its warning, the office accepts it, the tables show the new count', async ({
    visitor,
    adminApi,
    cleanup,
  }) => {
    expect(spinaBifida).toBe(6)

    // A member of CO-BOG only, created for this test.
    const member = { email: `casos.${Date.now()}.e2e@relamc.example`, password: 'case-pass-123' }
    const memberId = await createMember(adminApi, member)
    cleanup(() => adminApi.delete(`/api/users/${memberId}`))
    const found = (await (
      await adminApi.get(
        `/api/member-registries?where[networkCode][equals]=${REGISTRY}&depth=0&limit=1`,
      )
    ).json()) as { docs: { id: number }[] }
    const assigned = await adminApi.patch(`/api/users/${memberId}`, {
      data: { registries: [found.docs[0]!.id] },
    })
    expect(assigned.ok()).toBe(true)

    const { context, page } = await visitor()
    await signIn(context, member)
    // Before: the tables page (exact for the member's own registry) shows the demo's count.
    const before = await tablesCount(page)
    expect(before).toMatch(/^\d+$/)
    expect(before).not.toBe(String(spinaBifida))

    await page.goto(pagePath)
    await expect(page.getByTestId('case-privacy')).toContainText('Nunca envie nomes')
    await expect(page.getByTestId('current-status')).toContainText('Aceito')
    // The semester's accepted births come filled in; they are sent again with the records.
    const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho']
    const liveBirths = async () =>
      Promise.all(
        months.map((month) =>
          page.getByLabel(`Nascidos vivos, ${month}`, { exact: true }).inputValue(),
        ),
      )
    const births = await liveBirths()
    for (const value of births) expect(value).toMatch(/^\d+$/)

    // The template in the page's language.
    const template = await context.request.get(
      (await page
        .getByRole('link', { name: 'CSV com cabeçalhos em português' })
        .getAttribute('href'))!,
      { headers: { Origin: baseUrl } },
    )
    expect(template.status()).toBe(200)
    expect((await template.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(TEMPLATE_HEADER)

    // A fetal death at 50 weeks: refused, on its line (header is line 1) and column.
    const wrong = cases.map((row) => [...row] as typeof row)
    wrong[3]![4] = 50
    await upload(page, 'casos-errados.csv', csvOf(wrong))
    const errors = page.getByTestId('case-upload-errors')
    await errors.waitFor()
    const located = errors.locator('tbody tr').filter({ hasText: 'semanas_gestacao' })
    await expect(located).toHaveCount(1)
    const cells = await located.locator('td').allTextContents()
    expect(cells.slice(0, 3)).toEqual(['5', 'semanas_gestacao', 'Erro'])
    expect(cells[3]).toContain('A idade gestacional deve ser de 20 a 45 semanas')
    await page.reload()
    await expect(page.getByTestId('current-status')).toContainText('Aceito')

    // The right file: stored and sent, with the weight warning on its line and column.
    await upload(page, 'casos.csv', csvOf(cases))
    await expect(
      page.getByRole('status').filter({ hasText: 'Registros de casos recebidos' }),
    ).toBeVisible()
    await expect(page.getByTestId('case-upload-warnings')).toContainText(
      'Linha 4, coluna peso_gramas: O peso está muito longe do peso habitual com 39 semanas',
    )
    await page.reload()
    await expect(page.getByTestId('current-status')).toContainText('Enviado, em revisão')
    await expect(page.getByTestId('stored-records')).toContainText(
      `${cases.length} registros de casos`,
    )
    await expect(page.getByTestId('stored-warnings')).toContainText(
      'Caso 3: O peso está muito longe',
    )
    // The births sent beside the file were stored with it.
    expect(await liveBirths()).toEqual(births)

    // The registry's own records, one line each after the header.
    const download = await context.request.get(
      (await page
        .getByRole('link', { name: `CSV deste semestre (${YEAR}/${SEMESTER})` })
        .getAttribute('href'))!,
      { headers: { Origin: baseUrl } },
    )
    expect(download.status()).toBe(200)
    const lines = (await download.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(1 + cases.length)

    // The office opens the new version from its list in the panel, reviews the counts the records
    // give beside the accepted ones, and accepts.
    const listed = (await (
      await adminApi.get(
        `/api/data-submissions?where[registry][equals]=${found.docs[0]!.id}&where[year][equals]=${YEAR}&where[semester][equals]=${SEMESTER}&depth=0&sort=-version`,
      )
    ).json()) as { docs: { id: number; status: string }[] }
    // The file is the semester's next version; the accepted one stays in use until the office
    // accepts the new one.
    expect(listed.docs.map((doc) => doc.status)).toEqual(['submitted', 'accepted'])
    const office = await visitor()
    await signIn(office.context, demo.admin)
    await office.page.goto(`/admin/collections/data-submissions/${listed.docs[0]!.id}`)
    await office.page.getByTestId('review-link').click()
    await expect(office.page.getByTestId('side-by-side').getByRole('table')).toHaveCount(2)
    await expect(office.page.getByTestId('case-records-note')).toContainText(
      `Enviado como ${cases.length} registros de casos`,
    )
    await expect(office.page.getByTestId('submission-warnings')).toContainText(
      'O peso está muito longe',
    )
    await office.page.getByRole('button', { name: 'Aceitar' }).click()
    await office.page.getByRole('status').filter({ hasText: 'Envio aceito' }).waitFor()

    // The member's page says so; the tables page counts the accepted cases.
    await page.reload()
    await expect(page.getByTestId('current-status')).toContainText('Aceito')
    await expect(page.getByTestId('stored-records')).toBeVisible()
    expect(await tablesCount(page)).toBe(String(spinaBifida))
  })
})
