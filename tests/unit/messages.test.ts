import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { messageAreas } from '@/i18n/messages'
import en from '@/i18n/messages/en.json'
import pt from '@/i18n/messages/pt.json'

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

describe.each(
  Object.entries(messageAreas).map(
    ([area, files]) => [`${area} messages`, files as Record<string, Messages>] as const,
  ),
)('%s', (_name, files) => {
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

describe("SPEC's English messages (error catalogue)", () => {
  it('are used verbatim', () => {
    expect(en.common.genericError).toBe('An error occurred. Please try again later.')
    expect(en.common.fillCorrectly).toBe('Please fill in the fields correctly.')
    expect(en.common.success).toBe('Operation completed successfully!')
    expect(en.common.emailSent).toBe('Email sent successfully!')
    expect(en.common.noItems).toBe('No items available.')
  })
})
