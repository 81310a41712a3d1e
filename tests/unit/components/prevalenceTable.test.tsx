import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { messagesByLocale } from '@/i18n/messages'
import { PrevalenceTable } from '@/components/tables/PrevalenceTable'
import { TablesForm } from '@/components/tables/TablesForm'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'
import { render } from '../charts/render'

// The page's translations without a request: the Portuguese catalogue.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt', messages: messagesByLocale.pt, namespace } as never),
}))

const row = (values: Partial<PrevalenceRow>): PrevalenceRow => ({
  registry: 'AR-RENAC',
  malformation: 3,
  period: '2024',
  births: 12_000,
  cases: 10,
  rate: 8.333333,
  lower: 3.99616,
  upper: 15.3253,
  suppressed: false,
  complete: true,
  ...values,
})

describe('PrevalenceTable', () => {
  const rows = [
    row({}),
    row({
      registry: 'CL-RENACH',
      cases: null,
      rate: null,
      lower: null,
      upper: null,
      suppressed: true,
      withheld: 'small',
    }),
    row({
      registry: 'BR-SINASC',
      births: null,
      cases: null,
      rate: null,
      lower: null,
      upper: null,
      complete: false,
    }),
    row({
      registry: 'network',
      births: 36_000,
      cases: 25,
      rate: 6.9444,
      lower: 4.49,
      upper: 10.25,
      complete: false,
      excluded: ['BR-SINASC'],
    }),
  ]
  const names: Record<string, string> = {
    'AR-RENAC': 'RENAC',
    'CL-RENACH': 'RENACH',
    'BR-SINASC': 'SINASC',
  }

  it('puts the network first and names withheld and missing cells in words', async () => {
    const view = render(
      await PrevalenceTable({
        id: 'table-3',
        locale: 'pt',
        caption: 'Espinha bífida',
        rows,
        nameOf: (code) => names[code] ?? code,
        periodOf: (period) => period,
        threshold: 5,
      }),
    )
    expect(view.one('caption').textContent).toBe('Espinha bífida')
    expect(view.all('thead th[scope="col"]')).toHaveLength(7)
    const cells = view.all('tbody tr').map((tr) => [...tr.children].map((cell) => cell.textContent))
    expect(cells.map((line) => line[0])).toEqual(['Rede (somada)', 'RENAC', 'RENACH', 'SINASC'])
    expect(cells[0]).toEqual([
      'Rede (somada)',
      '2024',
      '25',
      '36.000',
      '6,94',
      '4,49 a 10,25',
      'Soma sem 1 registro que não tem todos os meses deste período: SINASC',
    ])
    expect(cells[1]!.slice(2, 6)).toEqual(['10', '12.000', '8,33', '4,00 a 15,33'])
    // Withheld: "< 5" for the eye, the words for screen readers; births stay.
    expect(cells[2]!.slice(2, 6)).toEqual(['< 5menos de 5 casos', '12.000', 'omitido', 'omitido'])
    expect(cells[3]!.slice(2)).toEqual([
      '—não disponível',
      '—não disponível',
      '—não disponível',
      '—não disponível',
      'Sem dados de algum mês deste período',
    ])
    expect(view.all('tbody th[scope="row"]')).toHaveLength(4)
  })

  it('says "< 5" only of a small count: a complement and a period not published say why', async () => {
    const hidden = (registry: string, values: Partial<PrevalenceRow>) =>
      row({
        registry,
        cases: null,
        rate: null,
        lower: null,
        upper: null,
        suppressed: true,
        ...values,
      })
    const view = render(
      await PrevalenceTable({
        id: 'table-3',
        locale: 'pt',
        caption: 'Espinha bífida',
        rows: [
          hidden('CL-RENACH', { withheld: 'small' }),
          // Withheld although it holds many cases (e.g. 110): a complement, then a network month.
          hidden('AR-RENAC', { withheld: 'complement', complementary: true }),
          hidden('network', { period: '2024-03', births: 250_000, withheld: 'unpublished' }),
        ],
        nameOf: (code) => names[code] ?? code,
        periodOf: (period) => period,
        threshold: 5,
      }),
    )
    const cases = Object.fromEntries(
      view.all('tbody tr').map((tr) => [tr.children[0]!.textContent, tr.children[2]!.textContent]),
    )
    expect(cases).toEqual({
      RENACH: '< 5menos de 5 casos',
      RENAC: '*omitido para que um número pequeno não possa ser deduzido do total',
      'Rede (somada)': 'omitidoomitido: não publicado para este período (pode ter muitos casos)',
    })
  })
})

describe('PrevalenceTable, a period not yet complete', () => {
  it('says so on the network row', async () => {
    const view = render(
      await PrevalenceTable({
        id: 'table-3',
        locale: 'pt',
        caption: 'Espinha bífida',
        rows: [
          row({
            registry: 'network',
            period: '2026',
            births: null,
            cases: null,
            rate: null,
            lower: null,
            upper: null,
            complete: false,
            excluded: ['AR-RENAC'],
            partial: true,
          }),
        ],
        nameOf: (code) => code,
        periodOf: (period) => period,
        threshold: 5,
      }),
    )
    const note = view.all('tbody tr td').at(-1)!.textContent
    expect(note).toBe('Período ainda incompleto: há meses não informados ou ainda não encerrados')
  })
})

describe('TablesForm', () => {
  it('labels every field and keeps the choice sent', async () => {
    const view = render(
      await TablesForm({
        action: '/dados/tabelas-e-graficos',
        locale: 'pt',
        registries: [{ value: 'AR-RENAC', label: 'RENAC — Argentina' }],
        malformations: [
          { value: '3', label: '3 · Espinha bífida' },
          { value: '4', label: '4 · Cardiopatias' },
        ],
        years: [2023, 2024],
        values: {
          malformation: ['4'],
          registry: ['AR-RENAC'],
          from: ['2024-01'],
          groupBy: ['semester'],
        },
        issues: [{ field: 'malformation', code: 'required' }],
      }),
    )
    const form = view.one('form')
    expect(form.getAttribute('method')).toBe('get')
    for (const input of view.all('input, select'))
      expect(view.all(`label[for="${input.id}"]`), input.id).toHaveLength(1)
    expect(
      view.all('input[name="malformation"]:checked').map((input) => input.getAttribute('value')),
    ).toEqual(['4'])
    expect(
      view.all('input[name="registry"]:checked').map((input) => input.getAttribute('value')),
    ).toEqual(['AR-RENAC'])
    expect(view.one('select[name="from"] option[selected]').textContent).toBe('2024')
    expect(view.one('select[name="groupBy"] option[selected]').getAttribute('value')).toBe(
      'semester',
    )
    expect(view.one('[role="alert"]').textContent).toContain('Anomalias: Preencha este campo.')
    expect(view.one('a[href="#field-malformation"]')).toBeTruthy()
    expect(view.one('#field-malformation').getAttribute('value')).toBe('3')
  })

  it('asks for months and offers the month grouping on the members’ query', async () => {
    const view = render(
      await TablesForm({
        action: '/envio-de-dados/consulta-a-base-de-dados',
        locale: 'pt',
        registries: [{ value: 'AR-RENAC', label: 'RENAC — Argentina' }],
        malformations: [{ value: '3', label: '3 · Espinha bífida' }],
        years: [2014, 2025],
        values: { from: ['2020-04'], groupBy: ['month'] },
        issues: [],
        groupings: ['year', 'semester', 'month', 'registry'],
        months: true,
      }),
    )
    const from = view.one('input[name="from"]')
    expect(from.getAttribute('type')).toBe('month')
    expect(from.getAttribute('value')).toBe('2020-04')
    expect(view.one('label[for="field-from"]').textContent).toBe('Do mês')
    expect(view.one('input[name="to"]').getAttribute('value')).toBe('2025-12')
    expect(view.one('#field-to-hint').textContent).toBe(
      'Ano e mês, AAAA-MM (por exemplo, 2024-03).',
    )
    expect(view.all('select[name="groupBy"] option').map((option) => option.textContent)).toEqual([
      'Ano',
      'Semestre',
      'Mês',
      'Registro (período inteiro)',
    ])
    expect(view.one('select[name="groupBy"] option[selected]').getAttribute('value')).toBe('month')
  })
})
