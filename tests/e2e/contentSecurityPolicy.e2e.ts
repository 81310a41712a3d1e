import type { Page } from '@playwright/test'
import { baseUrl, demo, expect, test } from './fixtures'

/** Every Content-Security-Policy violation the page reports, as text. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      ),
    ),
  )
  return violations
}

test.describe('Content-Security-Policy', () => {
  test('is sent with every page, the admin and the API', async ({ request }) => {
    for (const path of ['/', '/admin/login', '/api/malformations?limit=1']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
      expect(headers['content-security-policy'], path).toContain("object-src 'none'")
      expect(headers['permissions-policy'], path).toContain('camera=()')
    }
  })

  test('asks browsers to keep to HTTPS only when the proxy in front says HTTPS', async ({
    request,
  }) => {
    for (const path of ['/', '/es/relamc/o-que-e', '/api/malformations?limit=1']) {
      const overHttps = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } })
      expect(overHttps.headers()['strict-transport-security'], path).toBe(
        'max-age=63072000; includeSubDomains',
      )
      const overHttp = await request.get(path)
      expect(overHttp.headers()['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('lets the site, its YouTube embeds and the admin work without a violation', async ({
    context,
    page,
    request,
  }) => {
    // YouTube answers here, so the frame loads without leaving the machine.
    await context.route(
      (url) => url.origin !== baseUrl,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
    )
    const violations = await watchViolations(page)
    const projects = await (
      await request.get('/api/projects?where[title][like]=Gastrosquise&limit=1&locale=pt')
    ).json()
    const project = `/projetos/${projects.docs[0].slug}`

    for (const path of ['/', '/login', '/dados/tabelas-e-graficos', project]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await expect(
      page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
    ).toHaveCount(1)

    await page.goto('/admin/login')
    await page.locator('#field-email').fill(demo.admin.email)
    await page.locator('#field-password').fill(demo.admin.password)
    await page.locator('button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.waitForLoadState('networkidle')
    await page.goto('/admin/collections/events')
    await page.locator('table a').first().click()
    await page.waitForURL(/\/admin\/collections\/events\/\d+/)
    await expect(page.locator('#field-name')).toBeVisible()
    await page.waitForLoadState('networkidle')

    expect(violations).toEqual([])
  })
})
