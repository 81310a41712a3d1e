import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

/** A year no demo publication has: the publications made here are the only ones in it. */
const YEAR = 1952
const TOTAL = 55
/** The first ones made are also AR-RENAC's. */
const OF_RENAC = 12

const citation = (index: number) =>
  `Publicação de teste E2E número ${String(index).padStart(2, '0')}.`

async function registryId(api: APIRequestContext, code: string): Promise<number> {
  const response = await api.get(
    `/api/member-registries?depth=0&limit=1&where[networkCode][equals]=${code}`,
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

test.describe('publications without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor filters by year and registry, pages through the list and exports it', async ({
    page,
    adminApi,
    cleanup,
  }) => {
    const renac = await registryId(adminApi, 'AR-RENAC')
    for (let index = 0; index < TOTAL; index += 1) {
      const created = await adminApi.post('/api/network-publications', {
        data: {
          citation: citation(index),
          year: YEAR,
          registry: index < OF_RENAC ? renac : undefined,
        },
      })
      expect(created.ok(), await created.text()).toBe(true)
      const { doc } = (await created.json()) as { doc: { id: number } }
      cleanup(() => adminApi.delete(`/api/network-publications/${doc.id}`))
    }

    // The form: the year, then "Filtrar". The page's address holds the choice.
    await page.goto(siteRoutes.networkPublications)
    await page.getByLabel('Ano', { exact: true }).selectOption(String(YEAR))
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?year=${YEAR}(&|$)`))
    await expect(page.getByTestId('publication-count')).toHaveText('55 publicações · página 1 de 2')
    const items = page.getByTestId('publication')
    await expect(items).toHaveCount(50)
    // Newest first: the last one made heads the list.
    await expect(items.first()).toContainText(citation(TOTAL - 1))

    const pagination = page.getByRole('navigation', { name: 'Paginação' })
    await expect(pagination.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pagination.getByRole('link', { name: 'Próxima' }).click()
    await expect(page).toHaveURL(`${siteRoutes.networkPublications}?year=${YEAR}&page=2`)
    await expect(page.getByTestId('publication-count')).toHaveText('55 publicações · página 2 de 2')
    await expect(items).toHaveCount(5)
    await expect(items).toHaveText([4, 3, 2, 1, 0].map((index) => new RegExp(citation(index))))
    await expect(pagination.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(pagination.getByRole('link', { name: 'Próxima' })).toHaveCount(0)
    await pagination.getByRole('link', { name: 'Anterior' }).click()
    await expect(page).toHaveURL(`${siteRoutes.networkPublications}?year=${YEAR}`)

    // The year kept, a registry added: one page, no pagination.
    await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(String(YEAR))
    await page.getByLabel('Registro', { exact: true }).selectOption('AR-RENAC')
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(`${siteRoutes.networkPublications}?year=${YEAR}&registry=AR-RENAC`)
    await expect(page.getByTestId('publication-count')).toHaveText('12 publicações')
    await expect(items).toHaveCount(OF_RENAC)
    await expect(items.first()).toContainText('Registro: RENAC')
    await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0)

    // The export is the filtered list, every page of it.
    const bibtex = page.getByRole('link', { name: 'BibTeX (.bib)' })
    await expect(bibtex).toHaveAttribute(
      'href',
      `/api/publications/export?year=${YEAR}&registry=AR-RENAC&list=network&format=bibtex`,
    )
    const file = await page.request.get((await bibtex.getAttribute('href'))!)
    expect(file.headers()['content-type']).toBe('application/x-bibtex; charset=utf-8')
    expect((await file.text()).match(/^@misc\{/gm)).toHaveLength(OF_RENAC)
    const ris = await page.request.get(
      `/api/publications/export?year=${YEAR}&list=network&format=ris`,
    )
    expect((await ris.text()).match(/^TY {2}- GEN\r$/gm)).toHaveLength(TOTAL)

    // Clearing the filters shows the whole list again; a page past the last shows the last.
    await page.getByRole('link', { name: 'Limpar filtros' }).click()
    await expect(page).toHaveURL(siteRoutes.networkPublications)
    const past = await page.goto(`${siteRoutes.networkPublications}?year=${YEAR}&page=3`)
    expect(past?.status()).toBe(200)
    await expect(page.getByTestId('publication-count')).toHaveText('55 publicações · página 2 de 2')
  })

  test("shows a registry's structured publication with its DOI link", async ({ page }) => {
    await page.goto(`${siteRoutes.latinAmericanPublications}?year=2013&registry=AR-RENAC`)
    const items = page.getByTestId('publication')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText(
      'Groisman B, Bidondo MP, Barbero P, Gili JA, Liascovich R, Grupo de Trabajo RENAC. RENAC: Registro Nacional de Anomalías Congénitas de Argentina. Arch Argent Pediatr. 2013;111(6):484-494.',
    )
    await expect(
      items.first().getByRole('link', { name: /^DOI: 10\.5546\/aap\.2013\.484/ }),
    ).toHaveAttribute('href', 'https://doi.org/10.5546/aap.2013.484')
    await expect(page.getByLabel('Ano', { exact: true })).toHaveValue('2013')
    await expect(page.getByLabel('Registro', { exact: true })).toHaveValue('AR-RENAC')
  })
})
