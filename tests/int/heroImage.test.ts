import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getHeroImage } from '@/lib/site/content/settings'
import { tinyPdf } from '../helpers/files'
import { testPayload } from '../helpers/payload'

// Outside Next.js there is no data cache: the reader runs as is.
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))

let payload: Payload
const created: number[] = []

async function upload(data: Buffer, mimetype: string, extension: string, alt?: string) {
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name: `hero-${Date.now()}.${extension}`, size: data.length },
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

const setHero = (heroImage: number | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { heroImage }, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await setHero(null)
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true })
})

describe('the home page hero image', () => {
  it('is absent until the office chooses one', async () => {
    await setHero(null)
    expect(await getHeroImage('pt')).toBeNull()
  })

  it('gives the chosen image with its alternative text and its smaller copy', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#185a72' },
    })
      .png()
      .toBuffer()
    const image = await upload(png, 'image/png', 'png', 'Encontro anual em Porto Alegre')
    await setHero(image.id)
    expect(await getHeroImage('pt')).toMatchObject({
      url: image.url,
      alt: 'Encontro anual em Porto Alegre',
      width: 1600,
      height: 900,
      smallUrl: image.sizes?.card?.url,
      smallWidth: 640,
    })
  })

  it('accepts only images: a document is refused and the chosen image stays', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const pdf = await upload(tinyPdf(), 'application/pdf', 'pdf')
    await expect(setHero(pdf.id)).rejects.toThrow()
    const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(after.heroImage).toBe(before.heroImage)
  })
})
