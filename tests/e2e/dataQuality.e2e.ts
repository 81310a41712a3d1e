import { seriousViolations } from './helpers/axe'
import { demo, expect, signIn, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

// The data-quality panel: each registry beside the network, through a form without script;
// what each reader sees of a registry is the disclosure policy's.

const caseTable = (page: import('@playwright/test').Page) =>
  page.locator('section[aria-labelledby="quality-by-registry"] [data-quality-table="case-records"]')

/** The cells of one registry's row (its header first) of a table. */
const rowOf = async (table: ReturnType<typeof caseTable>, head: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: head, exact: true }) })

test.describe('the data-quality panel', () => {
  test('shows a visitor each registry’s submissions, withholds its case measures, and passes axe', async ({
    page,
  }) => {
    await page.goto(siteRoutes.dataQuality)
    await expect(page.locator('h1')).toHaveText('Qualidade dos dados')
    for (const name of ['indicators', 'timeliness', 'case-records'])
      await expect(
        page.locator(
          `section[aria-labelledby="quality-by-registry"] [data-quality-table="${name}"] caption`,
        ),
      ).toBeVisible()
    // The warnings of a registry's months are never public.
    const renac = await rowOf(caseTable(page), 'AR-RENAC')
    await expect(renac.getByRole('cell').last()).toHaveText('omitido')
    expect(await seriousViolations(page)).toEqual([])

    // A registry that does not exist: said, and the network shown instead.
    await page.goto(`${siteRoutes.dataQuality}?registry=XX-NONE`)
    await expect(page.getByTestId('quality-issues')).toContainText('XX-NONE')
    await expect(page.locator('#quality-over-years')).toContainText('Rede')
  })

  test('shows a member their own registry’s case measures exactly', async ({ context, page }) => {
    await signIn(context, demo.member)
    await page.goto(siteRoutes.dataQuality)
    const renac = await rowOf(caseTable(page), 'AR-RENAC')
    await expect(renac.getByRole('cell').last()).not.toHaveText('omitido')
    await expect(renac.getByRole('cell').last()).toHaveText(/^\d+$/)
  })
})
