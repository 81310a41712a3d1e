import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  await testPayload()
  tokens = await tokensByRole()
})

const firstLines = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, 2)

describe('the submission template', () => {
  it("comes filled in with the member's registry and semester, never with another registry", async () => {
    const own = await rest(
      'GET',
      'surveillance/submissions/template?format=csv&language=pt&registry=AR-RENAC&year=2026&semester=1',
      { token: tokens.user },
    )
    expect(own.status).toBe(200)
    expect((await firstLines(own))[1]).toMatch(/^AR-RENAC,2026,1,nascidos_vivos,/)
    const foreign = await rest(
      'GET',
      'surveillance/submissions/template?format=csv&language=pt&registry=ECLAMC&year=2026&semester=1',
      { token: tokens.user },
    )
    expect((await firstLines(foreign))[1]).toMatch(/^,2026,1,nascidos_vivos,/)
  })
})

describe('the prevalence file', () => {
  it('is written in the language asked, and for scripts as before without one', async () => {
    const view = 'malformation=3&registry=AR-RENAC&from=2020-01&to=2020-12&groupBy=year'
    const spanish = await rest('GET', `surveillance/prevalence?${view}&format=csv&language=es`, {
      token: tokens.user,
    })
    const [header, line] = await firstLines(spanish)
    expect(header?.split(';').slice(0, 3)).toEqual([
      'Registro',
      'Número de la anomalía',
      'Anomalía',
    ])
    expect(line).toMatch(/^AR-RENAC;3;Espina bífida;2020;\d+;\d+;\d+,\d+;/)
    const plain = await rest('GET', `surveillance/prevalence?${view}&format=csv`, {
      token: tokens.user,
    })
    expect((await firstLines(plain))[0]).toMatch(/^registry,malformation,period,/)
  })
})
