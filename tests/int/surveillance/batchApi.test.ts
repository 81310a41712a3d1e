import { beforeAll, describe, expect, it } from 'vitest'
import { rest } from '../../helpers/rest'
import { workbookBomb } from '../../unit/surveillance/zipBombs'
import { farColumnFile } from '../../unit/surveillance/xlsx'
import { tokensByRole, type Role } from '../../helpers/accounts'

let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  tokens = await tokensByRole()
})

function semesterForm(
  lines: string[],
  settings: Record<string, string> = { periodStart: '2025-01-01', periodEnd: '2025-06-30' },
): FormData {
  const form = new FormData()
  form.append(
    'file',
    new Blob([['registry_code,malformation_number,births,observed', ...lines].join('\n')], {
      type: 'text/csv',
    }),
    'semester.csv',
  )
  form.append('_payload', JSON.stringify(settings))
  return form
}

describe('POST /api/surveillance/batch', () => {
  it('is for members', async () => {
    const res = await rest('POST', 'surveillance/batch', {
      form: semesterForm(['AR-RENAC,1,12000,12']),
    })
    expect(res.status).toBe(401)
  })

  it('returns every row, alarms first, and the same as CSV', async () => {
    // Down syndrome at about 5.3 per 10,000: 8 in 12,000 births is within chance.
    const lines = ['AR-RENAC,9,12000,8', 'ECLAMC,1,6000,', 'AR-RENAC,1,12000,12', 'XX,1,1000,1']
    const res = await rest('POST', 'surveillance/batch', {
      form: semesterForm(lines),
      token: tokens.user,
      locale: 'en',
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.basePeriod).toBe('2020-2022')
    expect(
      body.results.map((row: { line: number; status: string; direction?: string }) => [
        row.line,
        row.status,
        row.direction ?? null,
      ]),
    ).toEqual([
      [4, 'tested', 'excess'],
      [2, 'tested', null],
      [3, 'notAvailable', null],
      [5, 'invalid', null],
    ])
    expect(body.results[3].errors[0].message).toBe('There is no registry with the code "XX".')

    const csv = await rest('POST', 'surveillance/batch?format=csv', {
      form: semesterForm(lines),
      token: tokens.user,
    })
    expect(csv.headers.get('Content-Type')).toContain('text/csv')
    expect((await csv.text()).split('\r\n')[1]).toMatch(/^4,AR-RENAC,RENAC,1,/)
  })

  it('says what is wrong with the period or the file', async () => {
    const res = await rest('POST', 'surveillance/batch', {
      form: semesterForm(['AR-RENAC,1,12000,12'], {
        periodStart: '2025-07-01',
        periodEnd: '2025-06-30',
      }),
      token: tokens.user,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      {
        field: 'periodEnd',
        code: 'endBeforeStart',
        message: 'The end of the period cannot be before its start.',
      },
    ])
  })

  describe('uploads that could exhaust the server', () => {
    const fileForm = (data: Uint8Array, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([Buffer.from(data)]), name)
      form.append(
        '_payload',
        JSON.stringify({ periodStart: '2025-01-01', periodEnd: '2025-06-30' }),
      )
      return form
    }

    it('refuses a workbook that unpacks to hundreds of MB, and keeps answering', async () => {
      const bomb = await rest('POST', 'surveillance/batch', {
        form: fileForm(await workbookBomb(60), 'semester.xlsx'),
        token: tokens.user,
        locale: 'en',
      })
      expect(bomb.status).toBe(400)
      expect((await bomb.json()).errors).toEqual([
        {
          field: 'file',
          code: 'unpacksTooLarge',
          message:
            'The workbook unpacks to more than 16 MB. Keep only the data sheet, or save it as CSV.',
        },
      ])
      const next = await rest('POST', 'surveillance/batch', {
        form: semesterForm(['AR-RENAC,1,12000,12']),
        token: tokens.user,
      })
      expect(next.status).toBe(200)
    })

    it.each([
      ['surveillance/batch', 'user'],
      ['surveillance/submissions/upload', 'admin'],
      ['baseline-rates/import', 'admin'],
    ] as const)(
      '%s refuses a workbook with a cell at column XFD on 3,000 lines',
      async (path, role) => {
        const res = await rest('POST', path, {
          form: fileForm(await farColumnFile(3000), 'semester.xlsx'),
          token: tokens[role],
          locale: 'en',
        })
        expect(res.status).toBe(400)
        expect((await res.json()).errors).toEqual([
          {
            field: 'file',
            code: 'tooManyColumns',
            message:
              "Line 1 has a cell beyond column 100. Keep only the template's columns (delete the others), or save the sheet as CSV.",
          },
        ])
      },
    )

    it('refuses a body over its size by the declared length, before reading it', async () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 100 * 1024).fill(0x31)
      const res = await rest('POST', 'surveillance/batch', {
        form: fileForm(big, 'semester.csv'),
        token: tokens.user,
        locale: 'en',
      })
      expect(res.status).toBe(413)
      expect((await res.json()).errors).toEqual([
        { code: 'bodyTooLarge', message: 'The request is too large (at most 2112 KB).' },
      ])
    })

    it.each([
      // The semester upload names the file's limit in MB (uploadLimits.test.ts in int).
      ['surveillance/submissions/upload', 'uploadTooLarge'],
      ['baseline-rates/import', 'bodyTooLarge'],
    ])('caps %s the same way', async (path, code) => {
      const big = new Uint8Array(2 * 1024 * 1024 + 100 * 1024).fill(0x31)
      const res = await rest('POST', path, {
        form: fileForm(big, 'semester.csv'),
        token: tokens.admin,
        locale: 'en',
      })
      expect(res.status).toBe(413)
      expect((await res.json()).errors[0].code).toBe(code)
    })

    it('refuses a body of unknown length', async () => {
      const res = await rest('POST', 'surveillance/batch', {
        form: semesterForm(['AR-RENAC,1,12000,12']),
        token: tokens.user,
        locale: 'en',
        chunked: true,
      })
      expect(res.status).toBe(411)
      expect((await res.json()).errors[0].code).toBe('lengthRequired')
    })

    it('answers 400 for malformed settings JSON, not a server error', async () => {
      const form = semesterForm(['AR-RENAC,1,12000,12'])
      form.set('_payload', '{not json')
      const res = await rest('POST', 'surveillance/batch', {
        form,
        token: tokens.user,
        locale: 'en',
      })
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toEqual([
        {
          code: 'badRequest',
          message: 'The request could not be read. Check the format of the data sent.',
        },
      ])
    })

    it('caps the public alarm-test JSON at 64 KB', async () => {
      const res = await rest('POST', 'surveillance/alarm-test', {
        body: { registry: 'AR-RENAC', padding: 'x'.repeat(70 * 1024) },
        locale: 'en',
      })
      expect(res.status).toBe(413)
      expect((await res.json()).errors[0].message).toBe('The request is too large (at most 64 KB).')
    })

    it('refuses an alarm-test body of unknown length itself (the proxy leaves this route alone)', async () => {
      const res = await rest('POST', 'surveillance/alarm-test', {
        body: { registry: 'AR-RENAC' },
        locale: 'en',
        chunked: true,
      })
      expect(res.status).toBe(411)
      expect((await res.json()).errors[0].code).toBe('lengthRequired')
    })
  })
})
