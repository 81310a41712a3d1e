import { expect, test } from './fixtures'

test.describe('client hints', () => {
  test('the colour-scheme hint is asked on the admin panel only, so no first page is fetched twice', async ({
    request,
  }) => {
    for (const path of ['/', '/relamc/o-que-e', '/maps/latin-america.svg']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
    }
    const admin = (await request.get('/admin/login')).headers()
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
