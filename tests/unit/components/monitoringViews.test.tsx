import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { messagesByLocale } from '@/i18n/messages'
import { EndemicChannelView } from '@/components/monitoring/EndemicChannelView'
import { ScanView } from '@/components/monitoring/ScanView'
import {
  discloseEndemicChannel,
  discloseScan,
} from '@/lib/surveillance/disclosure/monitoringDisclosure'
import type { EndemicChannelResult } from '@/lib/surveillance/monitoring/endemicChannelAnalysis'
import type { ScanResult } from '@/lib/surveillance/monitoring/scanAnalysis'
import { renderServer } from '../../helpers/renderServer'

// The pages' translations without a request: the Portuguese catalogue.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt', messages: messagesByLocale.pt, namespace } as never),
}))

/** The value axis's name: what the chart says it draws. */
const axisName = (page: Awaited<ReturnType<typeof renderServer>>) =>
  page.one('[data-axis="value"] > text').textContent

// Counts of about 20 a semester, exact.
const channel: Extract<EndemicChannelResult, { available: true }> = {
  available: true,
  year: 2025,
  historyYears: [2020, 2021, 2022, 2023, 2024],
  incompleteYears: [],
  periods: [
    {
      period: 'S1',
      band: { lower: 16, center: 20, upper: 24 },
      value: 19,
      zone: 'safety',
      pValue: 0.6,
    },
    {
      period: 'S2',
      band: { lower: 15, center: 21, upper: 25 },
      value: 26,
      zone: 'epidemic',
      pValue: 0.02,
    },
  ],
}

const months = ['2025-01', '2025-02', '2025-03']
const scan: Extract<ScanResult, { available: true }> = {
  available: true,
  from: '2025-01',
  to: '2025-03',
  months: months.map((month) => ({ month, births: 250_000, cases: 60 })),
  notAvailable: [],
  replications: 999,
  cluster: {
    start: 1,
    end: 1,
    observed: 70,
    expected: 60,
    relativeRisk: 1.2,
    llr: 0.8,
    pValue: 0.4,
    firstMonth: '2025-02',
    lastMonth: '2025-02',
  },
}

describe('the monitoring pages for a reader without exact numbers', () => {
  it('the endemic channel names its index on the axis, not the cases asked for', async () => {
    const page = await renderServer(
      await EndemicChannelView({
        result: discloseEndemicChannel(channel),
        measure: 'cases',
        registryName: 'Rede',
        malformationName: 'Espinha bífida',
        locale: 'pt',
      }),
    )
    expect(axisName(page)).toBe('Índice observado/esperado (centro do canal = 100)')
  })

  it('with exact numbers, the axis names the cases', async () => {
    const page = await renderServer(
      await EndemicChannelView({
        result: channel,
        measure: 'cases',
        registryName: 'Rede',
        malformationName: 'Espinha bífida',
        locale: 'pt',
      }),
    )
    expect(axisName(page)).toBe('Casos')
  })

  it('the scan draws its withheld months as withheld, never as "not available"', async () => {
    const page = await renderServer(
      await ScanView({
        result: discloseScan(scan, false),
        registryName: 'Rede',
        malformationName: 'Espinha bífida',
        locale: 'pt',
      }),
    )
    expect(page.all('[data-gaps] [data-gap]').map((gap) => gap.getAttribute('data-gap'))).toEqual(
      months.map(() => 'withheld'),
    )
    expect(page.html).not.toContain('Não disponível')
    expect(page.all('[data-axis="value"] [data-tick]')).toHaveLength(0)
  })
})
