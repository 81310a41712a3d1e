import { baseUrl, expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

type Doc = Record<string, unknown>

/** Documents of a public collection as the REST API gives them (pt, no depth). */
async function list<T extends Doc>(collection: string, query = ''): Promise<T[]> {
  const response = await fetch(
    `${baseUrl}/api/${collection}?locale=pt&depth=0&limit=100&pagination=false${query}`,
  )
  expect(response.status, collection).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

test.describe('home page', () => {
  test('has the annual meeting (next and last edition, with location) and the two webinar sections', async ({
    page,
  }) => {
    type Meeting = { name: string; startDate: string; endDate?: string; location?: string }
    const meetings = await list<Meeting>('annual-meetings')
    const today = new Date()
    today.setHours(0, 0, 0, 0)
    const ends = (meeting: Meeting) => new Date(meeting.endDate ?? meeting.startDate).getTime()
    const next = meetings
      .filter((meeting) => ends(meeting) >= today.getTime())
      .sort((a, b) => ends(a) - ends(b))[0]
    const last = meetings
      .filter((meeting) => ends(meeting) < today.getTime())
      .sort((a, b) => ends(b) - ends(a))[0]
    // The demo content has past editions; the next one exists until its date has passed.
    expect(last, 'a past annual meeting in the demo content').toBeDefined()

    await page.goto('/')
    const section = page.locator('section[aria-labelledby="annual-meeting"]')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Encontro anual')
    await expect(
      section.getByRole('link', { name: /^Ver todos\W+Encontro anual$/ }),
    ).toHaveAttribute('href', '/reunioes/encontro-anual')
    // Each slot is its label and, beside it, the edition's card (or the empty state).
    const slot = (label: string) => section.getByText(label, { exact: true }).locator('..')
    expect(last!.location, 'the demo editions have a location').toBeTruthy()
    await expect(slot('Última edição').getByRole('heading', { level: 3 })).toHaveText(last!.name)
    await expect(slot('Última edição')).toContainText(last!.location!)
    if (next) {
      expect(next.location, 'the demo editions have a location').toBeTruthy()
      await expect(slot('Próxima edição').getByRole('heading', { level: 3 })).toHaveText(next.name)
      await expect(slot('Próxima edição')).toContainText(next.location!)
    } else {
      await expect(slot('Próxima edição')).toContainText('Nenhum item disponível.')
    }

    for (const [id, title, href] of [
      ['operational-webinar', 'Webinar operacional', '/reunioes/webinar-operacional'],
      ['research-webinar', 'Webinar de pesquisa', '/reunioes/webinar-pesquisa'],
    ] as const) {
      const webinars = page.locator(`section[aria-labelledby="${id}"]`)
      await expect(webinars.getByRole('heading', { level: 2 }), id).toHaveText(title)
      await expect(
        webinars.getByRole('link', { name: new RegExp(`^Ver todos\\W+${title}$`) }),
      ).toHaveAttribute('href', href)
      await expect(webinars.locator('article'), id).toHaveCount(1)
    }
  })

  test("has SPEC's cards, each linking to its page", async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('section[aria-labelledby="shortcuts"]').getByRole('heading', {
      level: 3,
    })
    const found = await cards.evaluateAll((headings) =>
      headings.map((heading) => [
        heading.textContent,
        heading.querySelector('a')?.getAttribute('href') ?? null,
      ]),
    )
    expect(found).toEqual([
      ['Envio de dados', '/envio-de-dados'],
      ['Dados', '/dados/tabelas-e-graficos'],
      ['Testes estatísticos', '/testes-estatisticos/epidemias-endemias'],
      ['Registros membros', '/registros-membros/informacoes-gerais'],
      ['Recursos', '/recursos'],
      ['Projetos', '/projetos'],
      ['Publicações', '/publicacoes/relamc'],
      ['Eventos', '/eventos'],
      ['Tabelas e gráficos', '/dados/tabelas-e-graficos'],
    ])
  })

  test('draws the hero map on a wide screen and never fetches it on a phone, where it is hidden', async ({
    visitor,
  }) => {
    for (const [width, shown] of [
      [1280, true],
      [390, false],
    ] as const) {
      const { page } = await visitor({ width, height: 844 })
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
      await page.goto('/')
      await page.waitForLoadState('load')
      await expect(page.getByTestId('hero-map')).toBeVisible({ visible: shown })
      expect(fetched.includes('/brand/hero-map.svg'), `${width} px`).toBe(shown)
    }
  })
})

test.describe('projects page', () => {
  test('lists the projects in development and the finished ones apart', async ({ page }) => {
    type Project = { title: string; slug?: string; isCompleted?: boolean }
    const projects = (await list<Project>('projects')).filter((project) => project.slug)
    const finished = projects.filter((project) => project.isCompleted).map((p) => p.title)
    const inDevelopment = projects.filter((project) => !project.isCompleted).map((p) => p.title)
    // The demo content has both kinds, so both lists are checked with something in them.
    expect(finished.length).toBeGreaterThan(0)
    expect(inDevelopment.length).toBeGreaterThan(0)

    await page.goto(siteRoutes.projects)
    const titlesIn = (id: string) =>
      page
        .locator(`section[aria-labelledby="${id}-title"] h3`)
        .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''))
    await expect(page.locator('#in-development-title')).toHaveText('Em desenvolvimento')
    await expect(page.locator('#finished-title')).toHaveText('Concluídos')
    expect((await titlesIn('in-development')).sort()).toEqual(inDevelopment.sort())
    expect((await titlesIn('finished')).sort()).toEqual(finished.sort())
  })
})

test.describe('registry characteristics', () => {
  test('shows the chosen registry: characteristics, story and activities; keeps the choice in the address', async ({
    page,
  }) => {
    type Registry = { networkCode: string; initials: string; name: string; institution?: string }
    const registries = await list<Registry>('member-registries')
    expect(registries.length).toBeGreaterThan(1)
    const [first, second] = [registries[0]!, registries[1]!]

    await page.goto(siteRoutes.characteristics)
    const picker = page.getByLabel('Registro', { exact: true })
    await expect(picker).toHaveValue('')
    await expect(
      page.getByText(
        'Escolha um registro para ver suas características, sua história e suas atividades.',
      ),
    ).toBeVisible()
    await expect(page.getByTestId('registry-details')).toHaveCount(0)
    // Every registry can be picked.
    await expect(picker.locator('option:not([value=""])')).toHaveCount(registries.length)

    await picker.selectOption(first.networkCode)
    const details = page.getByTestId('registry-details')
    await expect(details.getByRole('heading', { level: 2 })).toHaveText(
      `${first.initials} – ${first.name}`,
    )
    for (const heading of ['Características', 'História', 'Atividades'])
      await expect(details.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    await expect(details).toContainText(first.networkCode)
    expect(first.institution, 'the demo registries name their institution').toBeTruthy()
    await expect(details).toContainText(first.institution!)
    expect(new URL(page.url()).hash).toBe(`#${encodeURIComponent(first.networkCode)}`)

    await picker.selectOption(second.networkCode)
    await expect(details.getByRole('heading', { level: 2 })).toHaveText(
      `${second.initials} – ${second.name}`,
    )
    await expect(page.getByTestId('registry-details')).toHaveCount(1)

    // The address opens the same registry.
    await page.goto(`${siteRoutes.characteristics}#${encodeURIComponent(first.networkCode)}`)
    await expect(page.getByLabel('Registro', { exact: true })).toHaveValue(first.networkCode)
    await expect(
      page.getByTestId('registry-details').getByRole('heading', { level: 2 }),
    ).toHaveText(`${first.initials} – ${first.name}`)
  })
})

test.describe('coordination page', () => {
  test('names each coordination with its years once', async ({ page }) => {
    await page.goto(siteRoutes.coordination)
    const heading = page.getByRole('heading', { level: 2, name: /Coordenação 2024–2026/ })
    await expect(heading).toHaveText('Coordenação 2024–2026')
  })
})
