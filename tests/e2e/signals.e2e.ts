import type { APIRequestContext } from '@playwright/test'
import { tinyPdf } from '../helpers/files'
import { demo, expect, signIn, test } from './fixtures'

const SIGNALS = '/envio-de-dados/sinais-do-monitoramento'
const SUMMARY = '/testes-estatisticos/monitoramento-anual'
/** A period no monitoring run writes: this test's own signal. */
const PERIOD = '2003-S1'

/** A signal of the demo member's registry (AR-RENAC), stored as a run would; its id. */
async function storeSignal(api: APIRequestContext): Promise<number> {
  const find = async (collection: string, where: string) => {
    const res = await api.get(`/api/${collection}?${where}&depth=0&limit=1`)
    return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  const registry = await find('member-registries', 'where[networkCode][equals]=AR-RENAC')
  const malformation = await find('malformations', 'where[number][equals]=3')
  const created = await api.post('/api/monitoring-signals', {
    data: {
      registry,
      malformation,
      kind: 'alarm',
      period: PERIOD,
      observed: 14,
      expected: 5.2,
      pValue: 0.0004,
      qValue: 0.01,
      status: 'new',
      detectedAt: new Date().toISOString(),
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

test('a member follows a signal up and the office concludes it', async ({
  page,
  context,
  adminApi,
  cleanup,
}) => {
  const id = await storeSignal(adminApi)
  cleanup(() => adminApi.delete(`/api/monitoring-signals/${id}`))
  await signIn(context, demo.member)
  await page.goto(SIGNALS)
  const card = page.locator(`[data-signal="${id}"]`)
  await expect(card).toContainText(PERIOD)
  await expect(card.getByTestId('signal-status')).toHaveText('Novo')

  await card.getByLabel('Notas do registro').fill('Dois casos eram do mesmo recém-nascido.')
  await card.getByRole('button', { name: 'Salvar as notas' }).click()
  await expect(card.getByRole('status').first()).toHaveText('Notas salvas.')

  await card.getByLabel(/^Arquivo/).setInputFiles({
    name: 'revisao-prontuarios.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  })
  await card.getByRole('button', { name: 'Anexar' }).click()
  await expect(card.getByTestId('attachments')).toContainText('revisao-prontuarios')

  // The office reads the registry's notes and concludes.
  const stored = await adminApi.get(`/api/monitoring-signals/${id}?depth=0`)
  expect(((await stored.json()) as { registryNotes: string }).registryNotes).toBe(
    'Dois casos eram do mesmo recém-nascido.',
  )
  const concluded = await adminApi.patch(`/api/monitoring-signals/${id}`, {
    data: { status: 'data-error', notes: 'Duplicata removida no reenvio.' },
  })
  expect(concluded.status()).toBe(200)

  await page.reload()
  await expect(card.getByTestId('signal-status')).toHaveText('Explicado: erro nos dados')
  await expect(card.getByTestId('office-notes')).toHaveText('Duplicata removida no reenvio.')
  await expect(card).toContainText('Concluído em')
  await expect(card.getByLabel('Notas do registro')).toHaveValue(
    'Dois casos eram do mesmo recém-nascido.',
  )
})

test('the yearly summary: counts for visitors, the year’s signals for the registry, as a PDF too', async ({
  page,
  context,
  adminApi,
  cleanup,
  visitor,
}) => {
  const id = await storeSignal(adminApi)
  cleanup(() => adminApi.delete(`/api/monitoring-signals/${id}`))
  const year = new Date().getUTCFullYear()

  const anonymous = await visitor()
  await anonymous.page.goto(`${SUMMARY}?year=${year}`)
  await expect(anonymous.page.getByTestId('year-counts')).toBeVisible()
  await expect(anonymous.page.getByTestId('year-signals')).toHaveCount(0)
  await expect(anonymous.page.getByTestId('year-summary')).not.toContainText(PERIOD)
  // No count of 1 to 4 reaches a visitor.
  for (const cell of await anonymous.page
    .getByTestId('signal-counts')
    .locator('td')
    .allTextContents()) {
    expect(cell === 'omitido' || cell === '0' || Number(cell) >= 5).toBe(true)
  }

  await signIn(context, demo.member)
  await page.goto(`${SUMMARY}?year=${year}`)
  const signals = page.getByTestId('year-signals')
  await expect(signals).toContainText(PERIOD)
  await expect(signals).toContainText('AR-RENAC')
  const pdf = await page.request.get(
    (await page.getByTestId('year-summary-pdf').getAttribute('href'))!,
  )
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
