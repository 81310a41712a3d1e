import type { SelectField } from 'payload'
import { describe, expect, it } from 'vitest'
import { Coordinations } from '@/collections/Coordinations'
import { MemberRegistries } from '@/collections/MemberRegistries'
import { Users } from '@/collections/Users'
import { countryField } from '@/fields/countryField'

// SPEC 3, "Countries offered", in its order and English names (Brazil is "Brasil" in Portuguese).
const specCountries = [
  'Argentina',
  'Bolivia',
  'Brazil',
  'Chile',
  'Colombia',
  'Costa Rica',
  'Cuba',
  'El Salvador',
  'Ecuador',
  'Guatemala',
  'Haiti',
  'Honduras',
  'Mexico',
  'Nicaragua',
  'Panama',
  'Paraguay',
  'Peru',
  'Dominican Republic',
  'Uruguay',
  'Venezuela',
]

type Option = { value: string; label: { pt: string; es: string; en: string } }
const options = (field: SelectField) => field.options as unknown as Option[]

/** Every country select of a collection, however deep in its rows, groups, arrays and tabs. */
function countrySelects(fields: unknown[]): SelectField[] {
  return fields.flatMap((field) => {
    const f = field as { name?: string; type?: string; fields?: unknown[]; tabs?: unknown[] }
    if (f.type === 'select' && f.name === 'country') return [field as SelectField]
    return countrySelects([...(f.fields ?? []), ...(f.tabs ?? [])])
  })
}

describe('the countries offered', () => {
  it("are SPEC's 20, in its order", () => {
    const offered = options(countryField())
    expect(offered.map((option) => option.label.en)).toEqual(specCountries)
    expect(offered).toHaveLength(20)
    expect(offered.find((option) => option.label.en === 'Brazil')?.label.pt).toBe('Brasil')
    expect(new Set(offered.map((option) => option.value)).size).toBe(20)
  })

  it('are the choices of users, coordination members and registries', () => {
    for (const collection of [Users, Coordinations, MemberRegistries]) {
      const selects = countrySelects(collection.fields)
      expect(selects.length, collection.slug).toBeGreaterThan(0)
      for (const select of selects)
        expect(
          options(select).map((option) => option.label.en),
          collection.slug,
        ).toEqual(specCountries)
    }
  })
})
