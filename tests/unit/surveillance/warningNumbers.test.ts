import { describe, expect, it } from 'vitest'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { warningText } from '@/lib/surveillance/submissions/warningText'

// The figures of a plausibility warning are written the reader's way: decimal comma and
// thousands dot in Portuguese and Spanish, decimal point and thousands comma in English.
describe('plausibility warnings write their numbers in the reader’s notation', () => {
  const above = {
    code: 'aboveOwnHistory',
    params: { malformation: 'Anencefalia', month: '2026-03', cases: 12, expected: 5.4 },
  }
  const births = { code: 'birthsJump', params: { month: '2026-03', births: 40120, usual: 22257 } }

  it('in Portuguese', () => {
    const t = surveillanceTranslator('pt')
    expect(warningText(t, above)).toContain('12 casos, muito acima dos cerca de 5,4 esperados')
    expect(warningText(t, births)).toContain('40.120 nascimentos, muito acima dos cerca de 22.257')
  })

  it('in Spanish', () => {
    const t = surveillanceTranslator('es')
    expect(warningText(t, above)).toContain('cerca de 5,4 esperados')
    // Spanish groups thousands from five digits on.
    expect(warningText(t, births)).toContain('40.120 nacimientos')
    expect(warningText(t, births)).toContain('cerca de 22.257 habituales')
  })

  it('in English', () => {
    const t = surveillanceTranslator('en')
    expect(warningText(t, above)).toContain('12 cases, far above the about 5.4 expected')
    expect(warningText(t, births)).toContain('the usual 22,257 or so')
  })

  it('one case in the singular', () => {
    const t = surveillanceTranslator('pt')
    expect(warningText(t, { ...above, params: { ...above.params, cases: 1 } })).toContain(
      '2026-03: 1 caso, muito acima',
    )
  })
})
