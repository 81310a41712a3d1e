import { APIError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { collections } from '@/collections'
import { pathOfNul } from '@/hooks/refuseNul'

describe('pathOfNul', () => {
  it('names the first key or string holding a NUL, however deep', () => {
    expect(pathOfNul({ name: 'a', members: [{ name: 'b' }, { role: { pt: 'x\u0000y' } }] })).toBe(
      'members.1.role.pt',
    )
    expect(pathOfNul({ 'a\u0000': 1 })).toBe('a\u0000')
    expect(pathOfNul({ name: 'ok', n: 1, at: new Date(), list: ['a', null] })).toBeNull()
  })

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000'
    for (let level = 0; level < 100_000; level++) deep = { d: deep }
    expect(pathOfNul(deep)?.split('.')).toHaveLength(100_000)
  })
})

describe('file URLs with a NUL', () => {
  const uploads = collections.filter((collection) => collection.upload)

  it.each(uploads.map((collection) => collection.slug))(
    '%s answers 400 before the file is looked up by that name',
    async (slug) => {
      const read = collections.find((collection) => collection.slug === slug)!.access!.read!
      const req = { user: null, i18n: { language: 'en' }, payload: {} } as unknown as PayloadRequest
      const asking = async () =>
        read({ req, isReadingStaticFile: true, data: { filename: 'a\u0000b.png' } })
      await expect(asking()).rejects.toBeInstanceOf(APIError)
      await expect(asking()).rejects.toMatchObject({
        status: 400,
        message:
          'The text contains a null character (U+0000), which cannot be stored. Remove it and try again.',
      })
    },
  )
})
