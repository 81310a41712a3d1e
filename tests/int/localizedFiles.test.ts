import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MemberFile, User } from '@/payload-types'
import { getManualsAndForms, getOfficialDocuments } from '@/lib/site/content/members'
import type { Locale } from '@/i18n/locales'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { tokensByRole, type Role, demoMember } from '../helpers/accounts'
import { tinyPdf } from '../helpers/files'

// Manuals, forms and official documents carry a file per language; a language without its
// own file gets the Portuguese one (Payload's localization fallback).

type DocumentCollection = 'manuals' | 'forms' | 'official-documents'

let payload: Payload
let member: User
let tokens: Record<Role, string | undefined>
let portugueseFile: MemberFile
let spanishFile: MemberFile
const created: Array<{ collection: DocumentCollection; id: number }> = []

const uploadMemberFile = async (name: string) => {
  const data = tinyPdf()
  return payload.create({
    collection: 'member-files',
    data: { title: name },
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    overrideAccess: true,
  })
}

/** The document's file as the members' pages read it, in the visitor's language. */
async function fileOnMembersPage(
  collection: DocumentCollection,
  id: number,
  locale: Locale,
): Promise<MemberFile | null> {
  const docs =
    collection === 'official-documents'
      ? await getOfficialDocuments(member, locale)
      : (await getManualsAndForms(member, locale))[collection === 'manuals' ? 'manuals' : 'forms']
  const doc = docs.find((entry) => entry.id === id)
  expect(doc, `${collection} ${id} on the ${locale} page`).toBeDefined()
  return typeof doc!.document === 'object' ? doc!.document : null
}

async function createWithPortugueseFile(collection: DocumentCollection): Promise<number> {
  const doc = await payload.create({
    collection,
    locale: 'pt',
    data: { title: `Documento ${collection}`, type: 'other', document: portugueseFile.id },
    overrideAccess: true,
  })
  for (const locale of ['es', 'en'] as const)
    await payload.update({
      collection,
      id: doc.id,
      locale,
      data: { title: `Document ${collection} ${locale}` },
      overrideAccess: true,
    })
  created.push({ collection, id: doc.id })
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  member = await demoMember(payload)
  portugueseFile = await uploadMemberFile('arquivo-em-portugues.pdf')
  spanishFile = await uploadMemberFile('archivo-en-espanol.pdf')
})

afterAll(async () => {
  for (const { collection, id } of created)
    await payload.delete({ collection, id, overrideAccess: true })
  // Deleting the last document that offers a file has already deleted the file.
  await payload.delete({
    collection: 'member-files',
    where: { id: { in: [portugueseFile.id, spanishFile.id] } },
    overrideAccess: true,
  })
})

describe.each<DocumentCollection>(['manuals', 'forms', 'official-documents'])(
  '%s with a file per language',
  (collection) => {
    it('serves the Portuguese file in Spanish and English when there is only that one', async () => {
      const id = await createWithPortugueseFile(collection)
      for (const locale of ['pt', 'es', 'en'] as const) {
        const file = await fileOnMembersPage(collection, id, locale)
        expect(file?.id, locale).toBe(portugueseFile.id)
        expect(file?.url, locale).toContain('arquivo-em-portugues.pdf')
      }
    })

    it('serves the Spanish file in Spanish, and still the Portuguese one in English', async () => {
      const id = await createWithPortugueseFile(collection)
      await payload.update({
        collection,
        id,
        locale: 'es',
        data: { document: spanishFile.id },
        overrideAccess: true,
      })
      expect((await fileOnMembersPage(collection, id, 'es'))?.id).toBe(spanishFile.id)
      expect((await fileOnMembersPage(collection, id, 'en'))?.id).toBe(portugueseFile.id)
      expect((await fileOnMembersPage(collection, id, 'pt'))?.id).toBe(portugueseFile.id)
    })

    it('requires the Portuguese file only', async () => {
      await expect(
        payload.create({
          collection,
          locale: 'pt',
          data: { title: 'Sem arquivo', type: 'other' },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/document|Documento/i)
      // Created in Spanish, it would have no Portuguese file to fall back to.
      await expect(
        payload.create({
          collection,
          locale: 'es',
          data: { title: 'Sin archivo', type: 'other' },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/document|Documento/i)
      const id = await createWithPortugueseFile(collection)
      // Emptying the English file is allowed: English falls back to Portuguese.
      await payload.update({
        collection,
        id,
        locale: 'en',
        data: { document: null },
        overrideAccess: true,
      })
      expect((await fileOnMembersPage(collection, id, 'en'))?.id).toBe(portugueseFile.id)
    })
  },
)

describe('the language files through the REST API', () => {
  it('gives members the file of their language, and the file only with a session', async () => {
    const id = await createWithPortugueseFile('manuals')
    await payload.update({
      collection: 'manuals',
      id,
      locale: 'es',
      data: { document: spanishFile.id },
      overrideAccess: true,
    })
    const read = async (locale: Locale) => {
      const res = await rest('GET', `manuals/${id}?depth=1`, { token: tokens.user, locale })
      expect(res.status).toBe(200)
      return ((await res.json()) as { document: MemberFile }).document
    }
    expect((await read('es')).filename).toBe(spanishFile.filename)
    expect((await read('en')).filename).toBe(portugueseFile.filename)

    const filePath = `member-files/file/${encodeURIComponent(spanishFile.filename!)}`
    expect((await rest('GET', filePath, { token: tokens.user })).status).toBe(200)
    expect((await rest('GET', filePath)).status).toBe(403)
    expect((await rest('GET', `manuals/${id}`, { locale: 'es' })).status).toBe(403)
  })
})

describe('a deleted document', () => {
  it('takes its files in every language with it, but not one another document still offers', async () => {
    const ownPortuguese = await uploadMemberFile('oficio-em-portugues.pdf')
    const ownEnglish = await uploadMemberFile('letter-in-english.pdf')
    const doc = await payload.create({
      collection: 'official-documents',
      locale: 'pt',
      data: { title: 'Ofício', type: 'other', document: ownPortuguese.id },
      overrideAccess: true,
    })
    for (const [locale, file] of [
      ['es', spanishFile],
      ['en', ownEnglish],
    ] as const)
      await payload.update({
        collection: 'official-documents',
        id: doc.id,
        locale,
        data: { title: `Ofício ${locale}`, document: file.id },
        overrideAccess: true,
      })
    // The Spanish file is offered by a manual too.
    const manual = await createWithPortugueseFile('manuals')
    await payload.update({
      collection: 'manuals',
      id: manual,
      locale: 'es',
      data: { document: spanishFile.id },
      overrideAccess: true,
    })

    const deleted = await rest('DELETE', `official-documents/${doc.id}`, { token: tokens.admin })
    expect(deleted.status).toBe(200)

    const fileStatus = async (file: MemberFile) =>
      (
        await rest('GET', `member-files/file/${encodeURIComponent(file.filename!)}`, {
          token: tokens.user,
        })
      ).status
    expect(await fileStatus(ownPortuguese)).toBe(404)
    expect(await fileStatus(ownEnglish)).toBe(404)
    expect(await fileStatus(spanishFile)).toBe(200)
    const left = await payload.find({
      collection: 'member-files',
      where: { id: { in: [ownPortuguese.id, ownEnglish.id, spanishFile.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((file) => file.id)).toEqual([spanishFile.id])
  })
})
