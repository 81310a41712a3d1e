import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import pt from '@/i18n/messages/pt.json'
import es from '@/i18n/messages/es.json'
import en from '@/i18n/messages/en.json'
import surveillancePt from '@/i18n/messages/surveillance/pt.json'
import surveillanceEs from '@/i18n/messages/surveillance/es.json'
import surveillanceEn from '@/i18n/messages/surveillance/en.json'

type Messages = { [key: string]: string | Messages }

/** Every leaf key as a dotted path ("login.emptyFields"). */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )
}

function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  )
}

const site: Record<string, Messages> = { pt, es, en }
const surveillance: Record<string, Messages> = {
  pt: surveillancePt,
  es: surveillanceEs,
  en: surveillanceEn,
}

describe.each([
  ['site messages', site],
  ['surveillance messages', surveillance],
])('%s', (_name, files) => {
  it('have the same keys in pt, es and en', () => {
    const reference = keysOf(files.pt!).sort()
    for (const locale of locales) expect(keysOf(files[locale]!).sort(), locale).toEqual(reference)
  })

  it('have no empty text', () => {
    for (const locale of locales) {
      const empty = leaves(files[locale]!).filter(([, value]) => value.trim() === '')
      expect(empty, locale).toEqual([])
    }
  })

  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort()
    const reference = Object.fromEntries(leaves(files.pt!))
    for (const locale of locales) {
      for (const [key, value] of leaves(files[locale]!)) {
        expect(placeholders(value), `${locale}: ${key}`).toEqual(placeholders(reference[key] ?? ''))
      }
    }
  })
})

describe('the surveillance messages', () => {
  it('do not collide with the site namespaces (they live under "surveillance")', () => {
    expect(Object.keys(pt)).not.toContain('surveillance')
  })
})

describe("SPEC's Portuguese messages", () => {
  it('are used verbatim', () => {
    expect(pt.login.emptyFields).toBe('Preencha todos os campos.')
    expect(pt.login.invalidCredentials).toBe('E-mail ou senha inválidos.')
    expect(pt.login.accountDisabled).toBe(
      'Sua conta foi desativada. Entre em contato com a administração.',
    )
    expect(pt.login.invalidEmail).toBe('O e-mail fornecido é inválido.')
  })
})
