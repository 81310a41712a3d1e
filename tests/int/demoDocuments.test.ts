import { execFileSync } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { MemberFile, User } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { makeDemoPdf } from '@/seed/files/pdf'
import { formDocument } from '@/seed/documents/forms'
import { getManualsAndForms, getOfficialDocuments } from '@/lib/site/content/members'
import { testPayload } from '../helpers/payload'
import { tokensByRole, demoMember } from '../helpers/accounts'
import { rest } from '../helpers/rest'

// The demo PDFs read back with poppler (scripts/check-system.mjs installs it): a cover and
// pages of text in the document's language, marked as a demonstration.

const pageCount = (pdf: Buffer) =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1])
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString()

describe('a generated demo PDF', () => {
  it('has a cover and several pages, in the language it is written in', () => {
    const pdf = makeDemoPdf(formDocument('cases', 'Formulario de casos por anomalía', 'es'))
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3)
    const text = textOf(pdf)
    expect(text).toContain('Formulario de casos por anomalía')
    expect(text).toContain('DOCUMENTO DE DEMOSTRACIÓN')
    expect(text).toContain('Campos del formulario')
    expect(text).toMatch(/Página 1 de \d/)
    expect(text).not.toContain('Campos do formulário')
  })
})

describe("the demo members' documents", () => {
  let payload: Payload
  let member: User
  let token: string | undefined

  beforeAll(async () => {
    payload = await testPayload()
    token = (await tokensByRole()).user
    member = await demoMember(payload)
  })

  /** The file as a member downloads it from the page's link. */
  async function download(file: MemberFile | number | null | undefined): Promise<Buffer> {
    expect(typeof file).toBe('object')
    const res = await rest('GET', (file as MemberFile).url!.replace(/^\/api\//, ''), { token })
    expect(res.status).toBe(200)
    return Buffer.from(await res.arrayBuffer())
  }

  it.each<[Locale, string, string]>([
    ['pt', 'Manual de procedimentos da rede', 'DOCUMENTO DE DEMONSTRAÇÃO'],
    ['es', 'Manual de procedimientos de la red', 'DOCUMENTO DE DEMOSTRACIÓN'],
    ['en', 'Network procedures manual', 'DEMONSTRATION DOCUMENT'],
  ])('give the manual in the page language (%s)', async (locale, title, badge) => {
    const { manuals } = await getManualsAndForms(member, locale)
    const manual = manuals.find((doc) => doc.title === title)
    const pdf = await download(manual?.document)
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3)
    const text = textOf(pdf)
    expect(text).toContain(title)
    expect(text).toContain(badge)
  })

  it('give the Portuguese file of a document written only in Portuguese', async () => {
    const documents = await getOfficialDocuments(member, 'en')
    const minutes = documents.find((doc) => doc.type === 'assembly-minutes')
    const text = textOf(await download(minutes?.document))
    expect(text).toContain('Ata da assembleia geral de 2025')
    expect(text).toContain('DOCUMENTO DE DEMONSTRAÇÃO')
  })
})
