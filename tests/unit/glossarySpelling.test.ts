import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { locales } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'

type GlossaryTerm = keyof (typeof messagesByLocale)['pt']['glossary']

/**
 * Other ways of writing a glossary term that readers have met on the site or in the field
 * ("sucesso" for "êxito", "agregado" for "aglomerado", "corredor endêmico"…). Each is written
 * narrowly enough not to catch an unrelated use ("dados agregados", "com sucesso").
 */
const variants: Record<Locale, Partial<Record<GlossaryTerm, RegExp[]>>> = {
  pt: {
    successZone: [/zona (de |do )?sucesso/, /sucesso \(zona/],
    cluster: [/\bagregado\b/, /\bconglomerados?\b/, /\bclusters?\b/],
    endemicChannel: [/corredor end[êe]mico/, /canal epid[êe]mico/],
    scanStatistic: [/estat[íi]stica (de )?scan/, /estat[íi]stica de escaneamento/, /varrimento/],
    pValue: [/valor-p\b/, /\bp-valor/, /valor de p\b/, /\bp valor\b/],
    qValue: [/valor-q\b/, /\bq-valor/, /valor de q\b/],
    confidenceInterval: [/intervalo de confiabilidade/],
    alarmTest: [/prova de alarme/, /teste do alarme/],
    plausibilityWarning: [/alertas? de plausibilidade/, /advert[êe]ncias? de plausibilidade/],
    relativeRisk: [/raz[ãa]o de risco/],
  },
  es: {
    successZone: [/zona (de |del )?suceso/],
    cluster: [/\baglomerados?\b/, /\bagregado\b/, /\bclusters?\b/],
    endemicChannel: [/corredor end[ée]mico/, /canal epid[ée]mico/],
    scanStatistic: [/estad[íi]stico de barrido/, /estad[íi]stica (de )?scan/, /escaneo/],
    pValue: [/valor-p\b/, /\bp-valor/, /valor de p\b/],
    qValue: [/valor-q\b/, /\bq-valor/, /valor de q\b/],
    confidenceInterval: [/intervalo de confiabilidad/],
    alarmTest: [/test de alarma/, /prueba del alarma/],
    plausibilityWarning: [/avisos? de plausibilidad/, /advertencias? de plausibilidad/],
    relativeRisk: [/raz[óo]n de riesgo/],
  },
  en: {
    successZone: [/zone of success/],
    cluster: [/\baggregate\b(?! data)/, /\bagglomerat/],
    endemicChannel: [/endemic corridor/],
    scanStatistic: [/scan test\b/],
    pValue: [/\bp value/, /\bp-val\b/],
    qValue: [/\bq value/],
    alarmTest: [/alarm check\b/],
    plausibilityWarning: [/plausibility (alert|check)/],
  },
}

/** Every string of a message tree, with its key. */
const leaves = (tree: unknown, prefix = ''): [string, string][] =>
  typeof tree === 'string'
    ? [[prefix, tree]]
    : Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
        leaves(value, prefix ? `${prefix}.${key}` : key),
      )

/** The messages of a language that write one of a term's variants instead of its glossary word. */
function misspelled(locale: Locale, messages: unknown): string[] {
  return leaves(messages).flatMap(([key, text]) =>
    Object.entries(variants[locale]).flatMap(([term, patterns]) =>
      patterns
        // An argument's name (`{cluster}`) is no word of the message's own.
        .filter((pattern) => pattern.test(text.replace(/\{\w+\}/g, '').toLowerCase()))
        .map((pattern) => `${key}: "${text}" writes ${pattern} where the glossary says ${term}`),
    ),
  )
}

const { glossary: _glossary, ...pageMessages } = messagesByLocale.pt

describe('statistical terms in every message of the site', () => {
  it.each(locales)('are spelled as the %s glossary spells them', (locale) => {
    const { glossary, ...messages } = messagesByLocale[locale]
    expect(misspelled(locale, messages)).toEqual([])
    // The variants are other words, not the glossary's own.
    for (const [term, patterns] of Object.entries(variants[locale]))
      for (const pattern of patterns)
        expect(pattern.test(glossary[term as GlossaryTerm]), `${locale} ${term} ${pattern}`).toBe(
          false,
        )
  })

  it('are caught when a page writes a variant (the issue’s "Agregado", "zona de sucesso")', () => {
    const page = {
      ...pageMessages,
      example: { heading: 'Agregado mais provável', zone: 'Zona de sucesso' },
    }
    expect(misspelled('pt', page)).toHaveLength(2)
    expect(misspelled('es', { a: 'El estadístico de barrido' })).toHaveLength(1)
  })
})
