import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outboxTransport } from '@/lib/email/outboxTransport'

afterEach(() => vi.unstubAllEnvs())

describe('outbox transport', () => {
  it('writes each message as an .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    vi.stubEnv('OUTBOX_DIR', dir)
    const transport = nodemailer.createTransport(outboxTransport())
    const info = (await transport.sendMail({
      from: 'a@example.org',
      to: 'b@example.org',
      subject: 'Olá',
      html: '<p>Redefinir</p>',
    })) as unknown as { path: string }
    expect(path.dirname(info.path)).toBe(dir)
    const eml = fs.readFileSync(info.path, 'utf8')
    expect(eml).toContain('To: b@example.org')
    expect(eml).toContain('Redefinir')
    fs.rmSync(dir, { recursive: true })
  })
})
