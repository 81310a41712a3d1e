import { baseUrl, expect, test } from './fixtures'

test.describe('server actions', () => {
  test('posted from another site are refused with 403, not a server error', async ({
    playwright,
  }) => {
    const api = await playwright.request.newContext()
    const foreign = await api.post(`${baseUrl}/login`, {
      headers: { 'Next-Action': 'deadbeef', Origin: 'https://evil.example' },
      data: '[]',
    })
    expect(foreign.status()).toBe(403)
    // The same post from this site goes on to Next.js, which answers an unknown action itself.
    const own = await api.post(`${baseUrl}/login`, {
      headers: { 'Next-Action': 'deadbeef', Origin: baseUrl },
      data: '[]',
    })
    expect(own.status()).not.toBe(403)
    await api.dispose()
  })
})
