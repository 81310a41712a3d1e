import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { MAX_FILE_UPLOAD_BODY_BYTES } from '@/lib/security/bodyLimits'
import { tinyPdf } from '../helpers/files'
import { testPayload } from '../helpers/payload'
import { tokensByRole, type Role } from '../helpers/accounts'
import { rest } from '../helpers/rest'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

/** A member file upload whose PDF is padded to `bytes` by a comment after its header. */
function memberFileForm(bytes: number, title: string): FormData {
  const pdf = tinyPdf()
  const header = pdf.indexOf('\n') + 1
  const padded = new Uint8Array(bytes).fill(0x20)
  padded.set(pdf.subarray(0, header))
  padded.set(Buffer.from('%'), header)
  padded[bytes - (pdf.length - header) - 1] = 0x0a
  padded.set(pdf.subarray(header), bytes - (pdf.length - header))
  const form = new FormData()
  form.append('file', new Blob([padded], { type: 'application/pdf' }), `${title}.pdf`)
  form.append('_payload', JSON.stringify({ title }))
  return form
}

const stored = async (title: string) =>
  (
    await payload.count({
      collection: 'member-files',
      where: { title: { equals: title } },
      overrideAccess: true,
    })
  ).totalDocs

describe("Payload's own upload routes", () => {
  it('stop reading a file over the upload cap: 413 and nothing stored', async () => {
    // Sent by the office itself, so only the size can refuse it.
    const title = `oversized-${Date.now()}`
    const res = await rest('POST', 'member-files', {
      token: tokens.admin,
      form: memberFileForm(MAX_FILE_UPLOAD_BODY_BYTES + 1024, title),
    })
    expect(res.status).toBe(413)
    expect(await stored(title)).toBe(0)
  })

  it('take a file within the cap', async () => {
    const title = `within-${Date.now()}`
    const res = await rest('POST', 'member-files', {
      token: tokens.admin,
      form: memberFileForm(MAX_FILE_UPLOAD_BODY_BYTES / 2, title),
    })
    expect(res.status).toBe(201)
    expect(await stored(title)).toBe(1)
  })
})
