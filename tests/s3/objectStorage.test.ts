import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { GetObjectAclCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeDemoPdf } from '@/seed/files/pdf'
import { createBackup } from '@/lib/backup/backup'
import { restoreBackup } from '@/lib/backup/restore'
import { checkObjectStorage } from '@/lib/storageCheck'
import { rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

const BUCKET = 'relamc-bucket'
let tokens: Record<Role, string | undefined>
let s3: S3Client

beforeAll(async () => {
  tokens = await tokensByRole()
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
})
afterAll(() => s3.destroy())

const keysInBucket = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map(
    (object) => object.Key!,
  )

const upload = async (
  collection: string,
  file: Buffer,
  name: string,
  type: string,
  data: object,
) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify(data))
  const res = await rest('POST', collection, { form, token: tokens.admin })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()).doc as {
    id: number
    filename: string
    url: string
    sizes?: Record<string, { filename: string | null; url: string | null; width: number | null }>
  }
}

const image = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e89' } })
    .png()
    .toBuffer()

describe('uploads on an S3-protocol server', () => {
  it('use the default bucket, created on start, and the demo files went there', async () => {
    const keys = await keysInBucket()
    expect(keys.length).toBeGreaterThan(0)
    // Nothing was written to the local disk instead.
    for (const folder of ['media', 'member-files'])
      expect(fs.existsSync(path.join(process.env.DATA_DIR!, folder))).toBe(false)
  })

  it('store an image with its sizes, serve it through the app, and delete it with its document', async () => {
    const bytes = await image()
    const doc = await upload('media', bytes, 'demo-image.png', 'image/png', { alt: 'Demo image' })
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
    expect(doc.sizes?.card).toMatchObject({
      width: 640,
      url: expect.stringMatching(/^\/api\/media\/file\//),
    })
    expect(doc.sizes?.thumbnail?.width).toBe(240)
    const stored = [doc.filename, doc.sizes!.card!.filename!, doc.sizes!.thumbnail!.filename!]
    expect(await keysInBucket()).toEqual(expect.arrayContaining(stored))

    const served = await rest('GET', `media/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    const card = await sharp(
      Buffer.from(
        await (await rest('GET', `media/file/${doc.sizes!.card!.filename}`)).arrayBuffer(),
      ),
    ).metadata()
    expect([card.width, card.height]).toEqual([640, 427])

    expect((await rest('DELETE', `media/${doc.id}`, { token: tokens.admin })).status).toBe(200)
    const left = await keysInBucket()
    for (const key of stored) expect(left).not.toContain(key)
  })

  it('keep members-only files private: no public grant in the bucket, the session checked on every URL the app gives', async () => {
    const bytes = makeDemoPdf({
      language: 'en',
      kind: 'Manual',
      title: 'Demo members-only document',
      summary: 'A members-only file.',
      sections: [{ heading: 'Contents', paragraphs: ['Only members may read this file.'] }],
    })
    const doc = await upload('member-files', bytes, 'demo-members.pdf', 'application/pdf', {
      title: 'Demo document',
    })
    expect(doc.url).toBe(`/api/member-files/file/${doc.filename}`)

    const acl = await s3.send(new GetObjectAclCommand({ Bucket: BUCKET, Key: doc.filename }))
    const publicGrants = (acl.Grants ?? []).filter((grant) =>
      grant.Grantee?.URI?.includes('AllUsers'),
    )
    expect(publicGrants).toEqual([])

    for (const url of [
      `member-files/file/${doc.filename}`,
      `member-files/file/${doc.filename}?prefix=`,
      `member-files/${doc.id}`,
    ])
      expect((await rest('GET', url)).status, url).toBe(403)
    const member = await rest('GET', `member-files/file/${doc.filename}`, { token: tokens.user })
    expect(member.status).toBe(200)
    expect(Buffer.from(await member.arrayBuffer()).equals(bytes)).toBe(true)

    expect((await rest('DELETE', `member-files/${doc.id}`, { token: tokens.admin })).status).toBe(
      200,
    )
    expect(await keysInBucket()).not.toContain(doc.filename)
  })

  describe('misconfiguration', () => {
    const startWith = async (settings: Record<string, string>) => {
      const saved = { ...process.env }
      Object.assign(process.env, settings)
      const lines: string[] = []
      const log = (line: unknown) => lines.push(String(line))
      try {
        await checkObjectStorage({ logger: { info: log, error: log } } as never)
      } finally {
        process.env = saved
      }
      return lines
    }

    it('says in one line at start that the endpoint does not answer', async () => {
      const lines = await startWith({ S3_ENDPOINT: 'http://127.0.0.1:9' })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^Object storage unusable \(bucket "relamc-bucket" at http:\/\/127\.0\.0\.1:9\): .+\. Check S3_\* settings\.$/,
      )
    })

    it('says in one line at start that the keys are refused', async () => {
      const lines = await startWith({ S3_ACCESS_KEY_ID: 'wrong', S3_SECRET_ACCESS_KEY: 'wrong' })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^Object storage unusable \(bucket "relamc-bucket" at http.+\): .+/)
    })

    it('creates a missing bucket when the keys allow it', async () => {
      const lines = await startWith({ S3_BUCKET: 'relamc-second-bucket' })
      expect(lines).toEqual([
        `Object storage: created bucket "relamc-second-bucket" at ${process.env.S3_ENDPOINT}.`,
      ])
    })
  })
})

describe('a backup of a local-disk site restored on object storage', () => {
  it('puts its files in the bucket, under the names the documents hold', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-s3-restore-'))
    const source = path.join(work, 'source')
    fs.mkdirSync(path.join(source, 'media'), { recursive: true })
    fs.writeFileSync(path.join(source, 'media', 'restored-demo.png'), await image())
    const db = createClient({ url: `file:${path.join(source, 'relamc.db')}` })
    await db.execute('create table demo (id integer)')
    db.close()
    const archive = await createBackup({ dataDir: source, outDir: work })
    await restoreBackup({ archive, dataDir: path.join(work, 'restored') })
    expect(await keysInBucket()).toContain('restored-demo.png')
    fs.rmSync(work, { recursive: true, force: true })
  })
})
