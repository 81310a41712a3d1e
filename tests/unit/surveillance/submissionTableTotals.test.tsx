import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SubmissionTable } from '@/components/surveillance/submissions/SubmissionTable'
import { parsedHtml } from '../../helpers/renderServer'

const malformations = [
  { id: 10, number: 1, name: 'Microcephaly' },
  { id: 11, number: 2, name: 'Hydrocephaly' },
]

/** A first semester with March not available for live births and one blank case count. */
const numbers = {
  births: [1, 2, 3, 4, 5, 6].map((month) => ({
    month,
    liveBirths: month === 3 ? null : 1000 + month,
    stillbirths: 10,
  })),
  cases: [1, 2, 3, 4, 5, 6].flatMap((month) => [
    { malformation: 1, month, cases: month },
    { malformation: 2, month, cases: month === 6 ? null : 2 },
  ]),
}

const text = {
  caption: 'Data',
  rowHeader: 'Item',
  liveBirths: 'Live births',
  stillbirths: 'Stillbirths',
  malformation: (m: { number: number; name: string }) => `${m.number} · ${m.name}`,
  notAvailable: '—',
  notAvailableLabel: 'not available',
}

const totals = {
  total: 'Total',
  birthsTotal: 'Births total',
  casesTotal: 'Cases total',
  withBlanks: (total: string, blank: number) => `${total} (${blank} blank)`,
}

const view = (withTotals: boolean) =>
  parsedHtml(
    renderToStaticMarkup(
      <SubmissionTable
        year={2026}
        semester={1}
        numbers={numbers}
        malformations={malformations}
        locale="en"
        text={withTotals ? { ...text, totals } : text}
      />,
    ),
  )

const cells = (row: ReturnType<ReturnType<typeof parsedHtml>['one']>) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)

describe("the office's review table adds up rows and columns as the member's grid does", () => {
  it('gives each row its total, a blank counted apart and never as 0', () => {
    const rows = view(true).all('tbody tr')
    const byLabel = new Map(rows.map((row) => [cells(row)[0], cells(row)]))
    // 1001 + 1002 + 1004 + 1005 + 1006, March blank.
    expect(byLabel.get('Live births')!.at(-1)).toBe('5,018 (1 blank)')
    expect(byLabel.get('Stillbirths')!.at(-1)).toBe('60')
    expect(byLabel.get('1 · Microcephaly')!.at(-1)).toBe('21')
    expect(byLabel.get('2 · Hydrocephaly')!.at(-1)).toBe('10 (1 blank)')
  })

  it('adds births and cases month by month, with the whole semester in the corner', () => {
    const page = view(true)
    expect(page.one('thead').textContent).toContain('Total')
    const [births, cases] = page.all('[data-testid="column-totals"]').map(cells)
    expect(births).toEqual([
      'Births total',
      '1,011',
      '1,012',
      '10 (1 blank)',
      '1,014',
      '1,015',
      '1,016',
      '5,078 (1 blank)',
    ])
    expect(cases).toEqual(['Cases total', '3', '4', '5', '6', '7', '6 (1 blank)', '31 (1 blank)'])
  })

  it('shows no totals where none are asked for (the member list keeps its table)', () => {
    const page = view(false)
    expect(page.all('[data-testid="column-totals"]')).toHaveLength(0)
    expect(page.all('[data-testid="row-total"]')).toHaveLength(0)
  })
})
