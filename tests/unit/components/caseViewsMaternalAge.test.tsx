import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { CaseViewsMaternalAge } from '@/components/tables/CaseViewsMaternalAge'
import { messagesByLocale } from '@/i18n/messages'
import type { CaseViewRow } from '@/lib/surveillance/tables/caseViewRows'
import { render } from '../charts/render'

// The section's Portuguese messages, with the glossary's terms as the section passes them.
const translate = createTranslator({
  locale: 'pt',
  messages: messagesByLocale.pt,
  namespace: 'tablesCharts.caseViews',
}) as unknown as (key: string, values: Record<string, string | number>) => string
const t = (key: string, values?: Record<string, string | number>) =>
  translate(key, { Prevalence: 'Prevalência', confidenceInterval: 'IC', ...values })

const row = (values: Partial<CaseViewRow>): CaseViewRow =>
  ({
    registry: 'AA',
    malformation: 9,
    period: '2025-S1',
    caseData: true,
    maternalAge: null,
    ...values,
  }) as CaseViewRow

const draw = (rows: CaseViewRow[]) =>
  render(
    <CaseViewsMaternalAge
      t={t}
      rows={rows}
      caption="Síndrome de Down por idade materna, 2025"
      registryName={(r) => r.registry}
      period={(p) => p}
      integer={(value) => String(value)}
      count={(value) => (value === null ? '*' : String(value))}
      rate={(value, cases) => (cases === null ? '*' : value === null ? '—' : value.rate.toFixed(1))}
      scroll={{ hint: 'role', label: 'tabela' }}
    />,
  )

describe('CaseViewsMaternalAge', () => {
  const bands = [
    { band: '<20', births: 600, cases: null, prevalence: null },
    { band: '20-24', births: 1200, cases: 0, prevalence: { rate: 0, lower: 0, upper: 30.7 } },
    { band: '45+', births: 60, cases: 6, prevalence: { rate: 1000, lower: 367, upper: 2176 } },
    { band: 'unknown', births: 100, cases: 1, prevalence: { rate: 100, lower: 2.5, upper: 557 } },
  ] as CaseViewRow['maternalAge']

  it('writes one line per band, withheld counts as the section does, and "no births by maternal age" where none were sent', () => {
    const html = draw([
      row({ maternalAge: bands }),
      row({ registry: 'BB', maternalAge: null }),
      // The network and periods sent as monthly counts have no line.
      row({ registry: 'network', maternalAge: null }),
      row({ registry: 'CC', caseData: false }),
    ])
    const lines = html
      .all('tbody tr')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(lines).toEqual([
      ['AA', '2025-S1', 'menos de 20', '600', '*', '*'],
      ['AA', '2025-S1', '20 a 24', '1200', '0', '0.0'],
      ['AA', '2025-S1', '45 ou mais', '60', '6', '1000.0'],
      ['AA', '2025-S1', 'desconhecida', '100', '1', '100.0'],
      ['BB', '2025-S1', 'Sem nascimentos por idade materna'],
    ])
    expect(html.one('caption').textContent).toBe('Síndrome de Down por idade materna, 2025')
  })

  it('says so when no registry sent births by maternal age', () => {
    const html = draw([row({ maternalAge: null })])
    expect(html.all('table')).toEqual([])
    expect(html.document.body.textContent).toContain(
      'Nenhum registro enviou nascimentos por idade materna para este ano.',
    )
  })
})
