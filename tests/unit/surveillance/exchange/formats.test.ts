import { describe, expect, it } from 'vitest'
import { readAdx, writeAdx } from '@/lib/surveillance/exchange/adx'
import { readDataValueSet } from '@/lib/surveillance/exchange/dataValueSets'
import { resolveMapping } from '@/lib/surveillance/exchange/mapping'
import { adxPeriod, dhis2Period, readPeriod } from '@/lib/surveillance/exchange/periods'
import { planImport } from '@/lib/surveillance/exchange/planImport'
import type { NamedValue } from '@/lib/surveillance/exchange/values'

const mapping = resolveMapping(
  {
    orgUnits: [{ registry: 'AR-RENAC', orgUnit: 'ouARRENAC01' }],
    anomalies: [{ malformation: 2, dataElement: 'deSpinaBif1' }],
  },
  ['AR-RENAC', 'CO-BOG'],
  [1, 2],
)

const named = (overrides: Partial<NamedValue>, at = 'dataValues[0]'): NamedValue => ({
  dataElement: 'RelamcBirth',
  categoryOptionCombo: 'RelamcLiveB',
  orgUnit: 'ouARRENAC01',
  period: '201603',
  value: '120',
  at,
  ...overrides,
})

describe('periods', () => {
  it('writes and reads DHIS2 and ADX forms of months, semesters and years', () => {
    expect(dhis2Period({ kind: 'month', year: 2016, month: 3 })).toBe('201603')
    expect(dhis2Period({ kind: 'semester', year: 2016, semester: 2 })).toBe('2016S2')
    expect(adxPeriod({ kind: 'semester', year: 2016, semester: 2 })).toBe('2016-07-01/P6M')
    expect(readPeriod('2016-07-01/P6M')).toEqual({ kind: 'semester', year: 2016, semester: 2 })
    expect(readPeriod('2016')).toEqual({ kind: 'year', year: 2016 })
    expect(readPeriod('201613')).toBeNull()
    expect(readPeriod('2016-04-01/P6M')).toBeNull()
  })
})

describe('the mapping', () => {
  it('uses the office’s names where given and says when a demonstration name is left', () => {
    expect(mapping.orgUnits.get('AR-RENAC')).toBe('ouARRENAC01')
    expect(mapping.orgUnits.get('CO-BOG')).toBe('RelamcOCOBO')
    expect(mapping.anomalies.get(2)).toEqual({
      dataElement: 'deSpinaBif1',
      categoryOptionCombo: 'HllvX50cXC0',
    })
    expect(mapping.demonstration).toBe(true)
  })

  it('tells apart two registries whose demonstration units would be cut alike', () => {
    const units = resolveMapping({}, ['CL-RENACH', 'CL-RENAC2'], []).orgUnits
    expect([...units.values()]).toEqual(['RelamcOCLRE', 'RelamcOCLR1'])
  })
})

describe('planImport', () => {
  it('places monthly values, ignores semester totals and total births, with their reasons', () => {
    const plan = planImport(mapping, [
      named({}),
      named({ dataElement: 'deSpinaBif1', categoryOptionCombo: null, value: '2' }, 'dataValues[1]'),
      named({ period: '2016S1' }, 'dataValues[2]'),
      named(
        { dataElement: 'RelamcBirTo', categoryOptionCombo: 'HllvX50cXC0', period: '201601' },
        'dataValues[3]',
      ),
    ])
    expect(plan).toEqual({
      ok: true,
      registry: 'AR-RENAC',
      year: 2016,
      semester: 1,
      placed: [
        { at: 'dataValues[0]', month: 3, cell: 'liveBirths', value: '120' },
        { at: 'dataValues[1]', month: 3, cell: { malformation: 2 }, value: '2' },
      ],
      ignored: [
        { at: 'dataValues[2]', reason: 'notMonthly' },
        { at: 'dataValues[3]', reason: 'totalBirths' },
      ],
    })
  })

  it('refuses the same cell twice and a file with no monthly value', () => {
    const twice = planImport(mapping, [named({}), named({}, 'dataValues[1]')])
    expect(twice).toEqual({
      ok: false,
      issues: [
        { field: 'dataValues[1]', code: 'duplicateValue', params: { value: 'dataValues[0]' } },
      ],
    })
    expect(planImport(mapping, [])).toEqual({
      ok: false,
      issues: [{ field: 'dataValues', code: 'nothingToImport' }],
    })
  })
})

describe('dataValueSets JSON', () => {
  it('takes a value’s missing period and unit from the set, and refuses a value without a data element', () => {
    const read = readDataValueSet({
      period: '201602',
      orgUnit: 'ou1',
      dataValues: [{ dataElement: 'de1', value: 4 }],
    })
    expect(read).toMatchObject({
      ok: true,
      values: [
        { dataElement: 'de1', period: '201602', orgUnit: 'ou1', value: '4', at: 'dataValues[0]' },
      ],
    })
    const wrong = readDataValueSet({ dataValues: [{ value: '4' }] })
    expect(wrong).toEqual({
      ok: false,
      issues: [expect.objectContaining({ field: 'dataValues[0].dataElement' })],
    })
  })
})

describe('ADX', () => {
  it('reads back what it writes, each value located in its group', () => {
    const xml = writeAdx(
      mapping,
      [
        {
          key: { kind: 'births', outcome: 'stillbirths' },
          registry: 'AR-RENAC',
          period: { kind: 'month', year: 2016, month: 1 },
          value: 7,
        },
        {
          key: { kind: 'cases', malformation: 2 },
          registry: 'AR-RENAC',
          period: { kind: 'month', year: 2016, month: 1 },
          value: 1,
        },
      ],
      new Date('2026-11-28T00:00:00Z'),
    )
    const read = readAdx(new TextEncoder().encode(xml))
    expect(read).toMatchObject({
      ok: true,
      values: [
        {
          dataElement: 'RelamcBirth',
          categoryOptionCombo: 'RelamcStill',
          orgUnit: 'ouARRENAC01',
          period: '2016-01-01/P1M',
          value: '7',
          at: 'group[0].dataValue[0]',
        },
        { dataElement: 'deSpinaBif1', value: '1', at: 'group[0].dataValue[1]' },
      ],
    })
  })

  it('expands no entity: a declaration is refused, an undeclared reference is left unread', () => {
    const laughs =
      '<!DOCTYPE adx [<!ENTITY a "1">]><adx><group orgUnit="o" period="201601"><dataValue dataElement="d" value="&a;"/></group></adx>'
    expect(readAdx(new TextEncoder().encode(laughs))).toEqual({
      ok: false,
      issues: [{ field: 'file', code: 'xmlDeclarationRefused' }],
    })
    const external =
      '<adx><group orgUnit="o" period="201601"><dataValue dataElement="d" value="&ext;"/></group></adx>'
    expect(readAdx(new TextEncoder().encode(external))).toEqual({
      ok: false,
      issues: [{ field: 'group[0].dataValue[0]', code: 'invalidDataValue' }],
    })
  })

  it('refuses a tag longer than its bound and a document that is not ADX', () => {
    const long = `<adx><group orgUnit="${'o'.repeat(5000)}" period="201601"></group></adx>`
    expect(readAdx(new TextEncoder().encode(long))).toEqual({
      ok: false,
      issues: [{ field: 'file', code: 'invalidXml' }],
    })
    expect(readAdx(new TextEncoder().encode('<html></html>'))).toEqual({
      ok: false,
      issues: [{ field: 'file', code: 'notAdx' }],
    })
  })
})
