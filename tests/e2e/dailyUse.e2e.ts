import { seriousViolations } from './helpers/axe'
import { baseUrl, demo, expect, signIn, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

// What members and the office meet every day: choices kept, names in the reader's language,
// a pending submission reachable, the members' page after signing in, and the office's pages
// free of accessibility violations.

test.describe('the tables page', () => {
  test('shows the registries ticked, though "Whole network" stays ticked', async ({ page }) => {
    await page.goto(`/en${siteRoutes.tablesCharts}`)
    await expect(page.getByLabel('Whole network (every registry)')).toBeChecked()
    await page.getByLabel(/^RENAC — /).check()
    await page.getByLabel(/^SINASC\/SIM-BRS — /).check()
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/registry=network&registry=AR-RENAC&registry=BR-SINASC/)
    const table = page.getByRole('table', { name: /^Prevalence of/ }).first()
    const headers = await table.locator('tbody tr').getByRole('rowheader').allTextContents()
    expect([...new Set(headers)].sort()).toEqual(['Network (pooled)', 'RENAC', 'SINASC/SIM-BRS'])
  })
})

test.describe('the tables page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is no wider than the screen, the charts’ tables for screen readers included', async ({
    page,
  }) => {
    await page.goto(siteRoutes.tablesCharts)
    await expect(page.locator('[data-chart-table]').first()).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('the flags', () => {
  test('keep the registry chosen on the characteristics page (in the fragment)', async ({
    page,
  }) => {
    await page.goto(siteRoutes.characteristics)
    await page.getByTestId('registry-picker').selectOption('AR-RENAC')
    await expect(page).toHaveURL(/#AR-RENAC$/)
    await page.locator('a[data-locale="es"]').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const spanish = new URL(page.url())
    expect(spanish.pathname + spanish.hash).toBe(`/es${siteRoutes.characteristics}#AR-RENAC`)
    await expect(page.getByTestId('registry-picker')).toHaveValue('AR-RENAC')
  })
})

test.describe('the footer', () => {
  test('shows the office’s rich text, its links working', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByTestId('footer-text')
    await expect(footer.locator('strong')).toContainText('(ReLAMC)')
    await expect(footer.getByRole('link', { name: 'secretaria@relamc.example' })).toHaveAttribute(
      'href',
      'mailto:secretaria@relamc.example',
    )
  })
})

test.describe('a member', () => {
  test('sees their registry named in the account page’s language', async ({ context, page }) => {
    await signIn(context, demo.member)
    await page.goto(`/es${siteRoutes.account}`)
    await expect(page.getByTestId('account-registries')).toContainText(
      'Red Nacional de Anomalías Congénitas de Argentina',
    )
    await page.goto(`/en${siteRoutes.account}`)
    await expect(page.getByTestId('account-registries')).toContainText(
      'National Network of Congenital Anomalies of Argentina',
    )
  })

  test('signs in from the header and lands on the members’ page, which the home page links to', async ({
    page,
  }) => {
    await page.goto('/')
    // Signed out, a sign-in link is in sight without opening a menu.
    await page.getByTestId('sign-in-link').click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.locator('h1')).toHaveText('Entrar')
    await page.locator('#field-email').fill(demo.member.email)
    await page.locator('#field-password').fill(demo.member.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === siteRoutes.membersHome)
    await expect(page.locator('h1')).toHaveText('Área do membro')
    await expect(page.getByTestId('members-registries')).toContainText('RENAC')
    await expect(page.getByTestId('members-registries')).toContainText('último semestre aceito')
    await expect(page.getByTestId('members-due')).toContainText('semestre de')
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Envio de dados/ }).first()).toHaveAttribute(
      'href',
      siteRoutes.membersHome,
    )
  })
})

test.describe('the office', () => {
  test('reaches every submission waiting for review, of a semester with nothing accepted yet too, on pages free of axe violations', async ({
    browser,
    adminApi,
    cleanup,
    visitor,
  }) => {
    // A registry sends 2026/1, a semester the demo has no data for (so no column of the grid yet).
    const member = await visitor()
    await signIn(member.context, demo.member)
    const months = [1, 2, 3, 4, 5, 6]
    const sent = await member.context.request.post('/api/surveillance/submissions', {
      headers: { Origin: baseUrl },
      data: {
        registry: 'AR-RENAC',
        year: 2026,
        semester: 1,
        births: months.map((month) => ({ month, liveBirths: 20000 + month, stillbirths: 150 })),
        cases: months.map((month) => ({ malformation: 1, month, cases: 5 })),
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { id } = (await sent.json()) as { id: number }
    cleanup(() => adminApi.delete(`/api/data-submissions/${id}`))

    const context = await browser.newContext({ baseURL: baseUrl })
    cleanup(() => context.close())
    await signIn(context, demo.admin)
    const page = await context.newPage()
    await page.goto('/admin/submission-status')
    const waiting = page.getByTestId('waiting-list')
    await expect(waiting.getByRole('heading')).toContainText('aguardando revisão')
    await expect(page.getByRole('columnheader', { name: '2026/1' })).toBeVisible()
    await waiting.getByRole('link', { name: /RENAC.*2026\/1/ }).click()
    await expect(page).toHaveURL(new RegExp(`open=${id}`))
    await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible()
    // The review screen, in Portuguese.
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/admin/submission-status')
    await page.locator('main, .template-default').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  // Open finding: Payload's own list and edit views fail axe in pt: the pagination arrows are
  // buttons without a name, the sortable column labels are below 4.5:1, the rows' selection
  // boxes have no label (seen on the data-submissions list).
  test.fixme('finds its lists, a submission’s page and the audit log free of axe violations', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: baseUrl })
    await signIn(context, demo.admin)
    const page = await context.newPage()
    for (const path of [
      '/admin/collections/data-submissions',
      '/admin/collections/data-submissions/1',
      '/admin/collections/audit-events',
    ]) {
      await page.goto(path)
      await page.locator('main, .template-default').first().waitFor()
      expect(await seriousViolations(page), path).toEqual([])
    }
    await context.close()
  })
})
