import { beforeAll, describe, expect, it } from 'vitest'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  tokens = await tokensByRole()
})

const upload = (name: string, content: string) => {
  const form = new FormData()
  form.set('file', new File([content], name, { type: 'text/plain' }))
  return rest('POST', 'surveillance/submissions/upload', { form, token: tokens.user, locale: 'pt' })
}

describe('the semester upload', () => {
  it('refuses a file over the limit by its declared length, naming the limit in MB and the formats', async () => {
    const res = await upload('dados.csv', 'x'.repeat(3 * 1024 * 1024))
    expect(res.status).toBe(413)
    const { errors } = await res.json()
    expect(errors[0].code).toBe('uploadTooLarge')
    expect(errors[0].message).toContain('2 MB')
    expect(errors[0].message).toContain('CSV ou XLSX')
    expect(errors[0].message).not.toContain('KB')
  })

  it('refuses a text file as a file of the wrong kind, not as one without rows', async () => {
    const res = await upload('dados.txt', 'codigo_registro;ano\nAR-RENAC;2026\n')
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors).toHaveLength(1)
    expect(errors[0].code).toBe('uploadFormat')
    expect(errors[0].message).toContain('CSV ou XLSX')
    expect(errors[0].message).toContain('2 MB')
  })
})
