import { describe, expect, it } from 'vitest'
import { rest } from '../helpers/rest'
import { tokensByRole } from '../helpers/accounts'

describe('REST harness', () => {
  it('serves the public projects list and logs the demo admin in', async () => {
    const res = await rest('GET', 'projects')
    expect(res.status).toBe(200)
    const tokens = await tokensByRole()
    expect(tokens.admin).toMatch(/\./)
  })
})
