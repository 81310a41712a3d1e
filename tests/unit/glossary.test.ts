import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { chartText } from '@/components/charts/text'
import { emailTranslator } from '@/lib/email/templates'
import { monitoringText } from '@/lib/surveillance/present/monitoringText'

const zones = ['success', 'safety', 'alert', 'epidemic'] as const

/** Every string of a message tree, with its key. */
const leaves = (tree: unknown, prefix = ''): [string, string][] =>
  typeof tree === 'string'
    ? [[prefix, tree]]
    : Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
        leaves(value, prefix ? `${prefix}.${key}` : key),
      )

describe('the glossary of statistical terms', () => {
  it('names the endemic channel zones as the charts and the monitoring pages do, in every language', () => {
    for (const locale of locales) {
      const { glossary, monitoring } = messagesByLocale[locale]
      for (const zone of zones) {
        const term = glossary[`${zone}Zone`]
        expect(chartText(locale)(`zones.${zone}`).toLowerCase(), `${locale} charts ${zone}`).toBe(
          term,
        )
        expect(monitoring.zones[zone], `${locale} monitoring ${zone}`).toBe(term)
      }
    }
  })

  it('calls a cluster by one word on the charts and the monitoring pages', () => {
    for (const locale of locales) {
      const { glossary, charts } = messagesByLocale[locale]
      const chart = chartText(locale)
      for (const text of [
        chart('legend.cluster'),
        charts.scan.cluster,
        monitoringText(locale)('scan.resultTitle'),
      ])
        expect(text.toLowerCase(), locale).toContain(glossary.cluster)
    }
  })

  it('leaves the relation of a p- or q-value to its formatter, so "< 0.001" never reads "= < 0.001"', () => {
    for (const locale of locales)
      for (const [key, text] of leaves(messagesByLocale[locale]))
        expect(text, `${locale} ${key}`).not.toMatch(/\b[pq] = \{[pq]\}/)
  })

  /** The texts of the report's PDF, its charts and its email that name statistical terms. */
  const fromGlossary = [
    ['charts', 'zones.success', ['successZone']],
    ['charts', 'zones.safety', ['safetyZone']],
    ['charts', 'zones.alert', ['alertZone']],
    ['charts', 'zones.epidemic', ['epidemicZone']],
    ['charts', 'legend.rate', ['prevalence']],
    ['charts', 'legend.interval', ['confidenceInterval']],
    ['charts', 'legend.expected', ['expectedCases']],
    ['charts', 'legend.cluster', ['cluster']],
    ['monitoring', 'report.prevalence', ['prevalence']],
    ['monitoring', 'report.alarm', ['alarmTest']],
    ['monitoring', 'report.cluster', ['cluster']],
    ['monitoring', 'report.trend', ['trend']],
    ['monitoring', 'report.charts.trendTitle', ['prevalence']],
    ['monitoring', 'report.charts.section', ['trend', 'endemicChannel', 'cluster']],
    ['monitoring', 'report.attention.alarm', ['alarmTest']],
    ['monitoring', 'report.attention.yearAlarm', ['alarmTest']],
    ['monitoring', 'report.attention.epidemic', ['endemicChannel']],
    ['monitoring', 'report.attention.cluster', ['cluster']],
    ['monitoring', 'report.attention.trend', ['trend']],
    [
      'emails',
      'reportPublished.body',
      ['prevalence', 'alarmTest', 'endemicChannel', 'cluster', 'trend'],
    ],
  ] as const

  const raw = (locale: (typeof locales)[number], area: string, key: string) =>
    key
      .split('.')
      .reduce<unknown>(
        (tree, part) => (tree as Record<string, unknown>)[part],
        (messagesByLocale[locale] as unknown as Record<string, unknown>)[area],
      ) as string

  const translate = (locale: (typeof locales)[number], area: string, key: string) => {
    const values = { malformation: 'M', period: 'P', p: '< 0.001', q: '= 0.01', registry: 'R' }
    const t =
      area === 'charts'
        ? chartText(locale)
        : area === 'monitoring'
          ? monitoringText(locale)
          : emailTranslator(locale)
    return (t as (key: string, values?: Record<string, string | number>) => string)(key, {
      ...values,
      period: 'P',
      from: 2016,
      to: 2025,
    })
  }

  it.each(fromGlossary)(
    'the %s text %s takes its terms from the glossary and spells none itself',
    (area, key, terms) => {
      for (const locale of locales) {
        const { glossary } = messagesByLocale[locale]
        const message = raw(locale, area, key)
        const shown = translate(locale, area, key).toLowerCase()
        for (const term of terms) {
          // The message names the term as an argument, never in words of its own…
          const ownWords = message.replace(/\{\w+\}/g, '').toLowerCase()
          expect(ownWords, `${locale} ${key}`).not.toContain(glossary[term])
          expect(message.toLowerCase(), `${locale} ${key}`).toContain(`{${term.toLowerCase()}}`)
          // …and the reader gets the glossary's term.
          expect(shown, `${locale} ${key}`).toContain(glossary[term])
        }
      }
    },
  )
})
