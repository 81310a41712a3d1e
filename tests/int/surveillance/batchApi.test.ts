import { beforeAll, describe, expect, it } from 'vitest'
import { rest } from '../../helpers/rest'
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
    const lines = ['AR-RENAC,9,12000,20', 'ECLAMC,1,6000,', 'AR-RENAC,1,12000,12', 'XX,1,1000,1']
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
})
