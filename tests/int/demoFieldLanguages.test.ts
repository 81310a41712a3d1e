import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Every text of a document, with where it is. */
const texts = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : Array.isArray(value)
      ? value.flatMap((item, index) => texts(item, `${path}[${index}]`))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key))
        : []

/** "Pessoa fictícia A · Persona ficticia A · Fictional person A": one text in three languages. */
const inThreeLanguages = (text: string) => text.split(' · ').length === 3

describe('demo content shows one language at a time', () => {
  it.each([
    ['projects', 'proponents'],
    ['coordinations', 'members'],
    ['member-registries', 'responsible'],
  ] as const)('%s: no %s field holds the three languages at once', async (collection, field) => {
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      locale: 'en',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const found = docs.flatMap((doc) => texts(doc)).filter(([path]) => path.includes(field))
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter(([, text]) => inThreeLanguages(text))).toEqual([])
  })
})

describe("demonstration values are marked by a flag, said in the reader's language", () => {
  it.each([
    ['baseline-rates', 'sourceNote'],
    ['data-submissions', 'officeComment'],
  ] as const)(
    '%s: the demo rows are flagged and no %s holds three languages',
    async (collection, field) => {
      const { docs } = await payload.find({
        collection,
        where: { demo: { equals: true } },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      expect(docs.length).toBeGreaterThan(0)
      const notes = docs.map((doc) => (field in doc ? doc[field as keyof typeof doc] : null))
      expect(notes.filter((note) => typeof note === 'string' && inThreeLanguages(note))).toEqual([])
    },
  )
})
