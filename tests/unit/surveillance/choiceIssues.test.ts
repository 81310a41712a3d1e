import { describe, expect, it } from 'vitest'
import { endemicChannelMethod } from '@/lib/surveillance/monitoring/methods'
import { withOptionLabels } from '@/lib/surveillance/present/choiceIssues'
import { monitoringText } from '@/lib/surveillance/present/monitoringText'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'
import type { Locale } from '@/i18n/locales'

/** The endemic channel's errors for a query, as its page and API say them in `locale`. */
function errors(query: string, locale: Locale): Record<string, string> {
  const parsed = endemicChannelMethod.parse(
    new URLSearchParams(`registry=network&malformation=3&${query}`),
  )
  if (parsed.ok) throw new Error(`${query} was accepted`)
  const issues = withOptionLabels(
    parsed.issues,
    endemicChannelMethod.parameters,
    monitoringText(locale),
    locale,
  )
  const t = surveillanceTranslator(locale)
  return Object.fromEntries(issues.map((issue) => [issue.field, issueText(t, issue)]))
}

describe('a choice the monitoring form does not offer', () => {
  it('is refused naming the options as the form labels them, in the reader’s language', () => {
    expect(errors('method=mean', 'es').method).toBe(
      'Elija una de estas opciones: “Media geométrica con intervalo del 95%”, ' +
        '“Cuartiles (Q1, mediana, Q3)” o ' +
        '“Intervalo de predicción de un año nuevo (95%): el que genera señales”.',
    )
    expect(errors('groupBy=week', 'pt').groupBy).toBe(
      'Escolha uma destas opções: “Meses” ou “Semestres”.',
    )
    expect(errors('measure=ratio', 'en').measure).toBe(
      'Choose one of: “Number of cases” or “Prevalence per 10,000 births”.',
    )
  })

  it('leaves the other problems of the same query as they were', () => {
    const both = errors('method=mean&years=2', 'en')
    expect(both.years).toBe('Enter a whole number from 3 to 10.')
    expect(both.method).not.toContain('geometric-mean')
  })
})
