import { createElement, type ComponentProps, type ReactElement } from 'react'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/i18n/locales'
import type { Media, MemberRegistry, Project, User } from '@/payload-types'
import { demoAccounts } from '@/seed'
import { tinyPdf } from '../helpers/files'
import { testPayload } from '../helpers/payload'
import { renderServer } from '../helpers/renderServer'

// Outside Next.js: no data cache, no request. Translations come from the catalogue of
// `intl.locale`; the signed-in visitor of members' pages is set per test.
const intl = vi.hoisted(() => ({ locale: 'pt' as Locale }))
const visitor = vi.hoisted(() => ({ user: null as User | null }))
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  const { messagesByLocale } = await import('@/i18n/messages')
  return {
    getTranslations: async (options?: string | { namespace?: string }) =>
      createTranslator({
        locale: intl.locale,
        messages: messagesByLocale[intl.locale],
        namespace: typeof options === 'string' ? options : options?.namespace,
      } as never),
    getLocale: async () => intl.locale,
    setRequestLocale: () => {},
  }
})
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))
vi.mock('@/lib/site/currentUser', () => ({ getCurrentUser: async () => visitor.user }))

const { default: ProjectsPage } = await import('@/app/(site)/[locale]/projetos/page')
const { default: ProjectPage } = await import('@/app/(site)/[locale]/projetos/[slug]/page')
const { default: EventsPage } = await import('@/app/(site)/[locale]/eventos/page')
const { default: ResearchWebinarPage } =
  await import('@/app/(site)/[locale]/reunioes/webinar-pesquisa/page')
const { default: AnnualMeetingPage } =
  await import('@/app/(site)/[locale]/reunioes/encontro-anual/page')
const { default: CharacteristicsPage } =
  await import('@/app/(site)/[locale]/registros-membros/caracteristicas-dos-registros/page')
const { default: GeneralInformationPage } =
  await import('@/app/(site)/[locale]/registros-membros/informacoes-gerais/page')
const { default: OfficialDocumentsPage } =
  await import('@/app/(site)/[locale]/envio-de-dados/documentos-oficiais/page')
const { RegistryDetails } = await import('@/components/site/registries/RegistryDetails')
const { getRegistries } = await import('@/lib/site/content/registries')

let payload: Payload
const created: { collection: CollectionSlug; id: number }[] = []
const stamp = Date.now()
const characteristicsPath = '/registros-membros/caracteristicas-dos-registros'

/** A calendar day `offset` days from today, stored at noon UTC as the admin and the seed do. */
const dayFromToday = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`

async function make<S extends CollectionSlug>(
  collection: S,
  data: Record<string, unknown>,
  file?: Parameters<Payload['create']>[0]['file'],
) {
  const doc = (await payload.create({
    collection,
    data,
    file,
    overrideAccess: true,
  } as Parameters<Payload['create']>[0])) as { id: number }
  created.push({ collection, id: doc.id })
  return doc
}

/** As in the site's layout: links (next-intl's Link) read the language from the provider. */
const inLanguage = async (element: ReactElement) => {
  const { NextIntlClientProvider } = await import('next-intl')
  const { messagesByLocale } = await import('@/i18n/messages')
  return renderServer(
    createElement(
      NextIntlClientProvider,
      // The children go as createElement's third argument, which its type does not count.
      { locale: intl.locale, messages: messagesByLocale[intl.locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      element,
    ),
  )
}

const page = (Page: (props: never) => Promise<ReactElement>, params: Record<string, string>) =>
  inLanguage(
    createElement(Page as never, { params: Promise.resolve({ locale: intl.locale, ...params }) }),
  )

let image: Media
let pdf: Media
let active: MemberRegistry
let inactive: MemberRegistry
let full: Project
let bare: Project

beforeAll(async () => {
  payload = await testPayload()
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: '#185a72' },
  })
    .png()
    .toBuffer()
  image = (await make(
    'media',
    { alt: 'Imagem do projeto de teste' },
    { data: png, mimetype: 'image/png', name: `projeto-${stamp}.png`, size: png.length },
  )) as Media
  const pdfData = tinyPdf()
  pdf = (await make(
    'media',
    {},
    {
      data: pdfData,
      mimetype: 'application/pdf',
      name: `anexo-${stamp}.pdf`,
      size: pdfData.length,
    },
  )) as Media
  active = (await make('member-registries', {
    networkCode: `TST-A-${stamp}`,
    initials: 'TSTA',
    name: 'Registro ativo de teste',
    country: 'UY',
    coverage: 'hospital',
  })) as MemberRegistry
  inactive = (await make('member-registries', {
    networkCode: `TST-I-${stamp}`,
    initials: 'TSTI',
    name: 'Registro inativo de teste',
    country: 'UY',
    coverage: 'population',
    status: 'inactive',
    logo: image.id,
    contactEmail: 'contato@inativo.example',
    // Typed out of order: the page lists years oldest first.
    coveredBirths: [
      { year: 2022, births: 9800 },
      { year: 2017, births: 12000 },
    ],
  })) as MemberRegistry
  full = (await make('projects', {
    title: `Projeto com todos os campos ${stamp}`,
    startYear: 2018,
    endYear: 2021,
    isCompleted: true,
    image: image.id,
    registries: [active.id, inactive.id],
    links: [
      { label: 'Tabelas do site', url: '/dados/tabelas-e-graficos' },
      { label: 'Protocolo externo', url: 'https://example.org/protocolo' },
    ],
    attachments: [{ description: 'Relatório de teste', file: pdf.id }],
  })) as Project
  bare = (await make('projects', {
    title: `Projeto sem imagem ${stamp}`,
    startYear: 2024,
    isCompleted: false,
  })) as Project
})

afterAll(async () => {
  // Newest first: what points at a registry or a file goes before it.
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id, overrideAccess: true })
})

describe('the projects page', () => {
  it("shows each project's image, or the card tile without one, and its years", async () => {
    intl.locale = 'pt'
    const view = await page(ProjectsPage as never, {})
    const card = view.one(
      `section[aria-labelledby="finished-title"] li[data-project="${full.slug}"]`,
    )
    expect(card.querySelector('img[data-card-media="image"]')!.getAttribute('src')).toBe(image.url)
    expect(card.querySelector('[data-project-years]')!.textContent).toBe('Período: 2018–2021')
    const other = view.one(
      `section[aria-labelledby="in-development-title"] li[data-project="${bare.slug}"]`,
    )
    expect(other.querySelector('[data-card-media="tile"]')).not.toBeNull()
    expect(other.querySelector('[data-project-years]')!.textContent).toBe('Período: Desde 2024')
  })

  it('says "since" in the visitor\'s language', async () => {
    intl.locale = 'en'
    const view = await page(ProjectsPage as never, {})
    expect(view.one(`li[data-project="${bare.slug}"] [data-project-years]`).textContent).toBe(
      'Period: Since 2024',
    )
    intl.locale = 'pt'
  })
})

describe("a project's page", () => {
  it('shows its image, years, registries, links and attachments', async () => {
    intl.locale = 'pt'
    const view = await page(ProjectPage as never, { slug: full.slug! })
    expect(view.one('img[data-feature-image]').getAttribute('alt')).toBe(
      'Imagem do projeto de teste',
    )
    expect(view.one('[data-project-years]').textContent).toBe('Período: 2018–2021')

    const registries = view.all('[data-testid="registry-links"] li')
    expect(registries.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual([
      `${characteristicsPath}#TST-A-${stamp}`,
      `${characteristicsPath}#TST-I-${stamp}`,
    ])
    expect(registries[0]!.querySelector('[data-registry-status]')).toBeNull()
    expect(registries[1]!.querySelector('[data-registry-status="inactive"]')!.textContent).toBe(
      'Inativo',
    )

    const [local, external] = view.all('[data-testid="link-list"] a')
    expect(local!.getAttribute('href')).toBe('/dados/tabelas-e-graficos')
    expect(local!.getAttribute('target')).toBeNull()
    expect(local!.textContent).toBe('Tabelas do site')
    expect(external!.getAttribute('href')).toBe('https://example.org/protocolo')
    expect(external!.getAttribute('target')).toBe('_blank')

    const attachment = view.one('section[aria-labelledby="attachments-title"] a')
    expect(attachment.getAttribute('href')).toBe(pdf.url)
    expect(attachment.textContent).toContain('Relatório de teste')
  })

  it('leaves out the sections a project has nothing for', async () => {
    const view = await page(ProjectPage as never, { slug: bare.slug! })
    expect(view.all('img[data-feature-image]')).toHaveLength(0)
    for (const id of ['registries', 'links', 'attachments'])
      expect(view.all(`section[aria-labelledby="${id}-title"]`), id).toHaveLength(0)
  })
})

describe('the events page', () => {
  it('shows a span of days with an en dash and the description', async () => {
    const name = `Congresso de teste ${stamp}`
    await make('events', {
      name,
      place: 'Montevidéu',
      referenceDate: '2030-03-12T12:00:00.000Z',
      endDate: '2030-03-14T12:00:00.000Z',
      description: 'Três dias de conferências.\nInscrições abertas.',
    })
    for (const [locale, dates] of [
      ['pt', '12–14 de mar. de 2030 · Montevidéu'],
      ['en', 'Mar 12–14, 2030 · Montevidéu'],
    ] as const) {
      intl.locale = locale
      const view = await page(EventsPage as never, {})
      const card = view.all('li').find((item) => item.querySelector('h3')?.textContent === name)!
      const [when, description] = [...card.querySelectorAll('p')]
      expect(when!.textContent).toBe(dates)
      expect(description!.textContent).toBe('Três dias de conferências.\nInscrições abertas.')
    }
    intl.locale = 'pt'
  })

  it('keeps an event that started but has not ended among the upcoming ones', async () => {
    const name = `Curso em andamento ${stamp}`
    await make('events', {
      name,
      referenceDate: dayFromToday(-2),
      endDate: dayFromToday(2),
    })
    const view = await page(EventsPage as never, {})
    const upcoming = view.all('section[aria-labelledby="upcoming-title"] h3')
    expect(upcoming.map((heading) => heading.textContent)).toContain(name)
  })
})

describe('the research webinar page', () => {
  it('links the discussed project, offers the online room only before the webinar and the recording after it', async () => {
    intl.locale = 'pt'
    const next = `Próximo webinar ${stamp}`
    const last = `Webinar passado ${stamp}`
    await make('research-webinars', {
      name: next,
      date: dayFromToday(10),
      isVisible: true,
      onlineMeetingUrl: 'https://reuniao.example/proximo',
      project: full.id,
    })
    await make('research-webinars', {
      name: last,
      date: dayFromToday(-10),
      isVisible: true,
      onlineMeetingUrl: 'https://reuniao.example/passado',
      recordingUrl: 'https://video.example/passado',
      discussedProject: 'Estudo de outra rede',
      documents: [{ description: 'Apresentação de teste', file: pdf.id }],
    })
    const view = await page(ResearchWebinarPage as never, {})
    const article = (name: string) =>
      view.all('article').find((item) => item.querySelector('h3')?.textContent === name)!

    const upcoming = article(next)
    expect(upcoming.querySelector('[data-meeting-link="online"] a')!.getAttribute('href')).toBe(
      'https://reuniao.example/proximo',
    )
    expect(upcoming.querySelector('[data-meeting-link="online"] a')!.textContent).toBe(
      `Entrar na reunião online: ${next} (abre em nova janela)`,
    )
    expect(upcoming.querySelector('[data-meeting-link="recording"]')).toBeNull()
    const project = upcoming.querySelector(`dd a[href="/projetos/${full.slug}"]`)!
    expect(project.textContent).toBe(full.title)

    const past = article(last)
    expect(past.querySelector('[data-meeting-link="online"]')).toBeNull()
    expect(past.querySelector('[data-meeting-link="recording"] a')!.getAttribute('href')).toBe(
      'https://video.example/passado',
    )
    expect([...past.querySelectorAll('dd')].map((dd) => dd.textContent)).toContain(
      'Estudo de outra rede',
    )
    const document = past.querySelector(`a[href="${pdf.url}"]`)!
    expect(document.textContent).toContain('Apresentação de teste')
  })
})

describe('the annual meeting page', () => {
  it('offers the online room of the next edition and the recording of a past one', async () => {
    intl.locale = 'pt'
    const next = `Encontro futuro ${stamp}`
    const last = `Encontro passado ${stamp}`
    await make('annual-meetings', {
      name: next,
      startDate: dayFromToday(20),
      endDate: dayFromToday(21),
      onlineMeetingUrl: 'https://reuniao.example/encontro',
    })
    await make('annual-meetings', {
      name: last,
      startDate: dayFromToday(-30),
      onlineMeetingUrl: 'https://reuniao.example/encontro-antigo',
      recordingUrl: 'https://video.example/encontro-antigo',
    })
    const view = await page(AnnualMeetingPage as never, {})
    const article = (name: string) =>
      view.all('article').find((item) => item.querySelector('h3')?.textContent === name)!
    expect(
      article(next).querySelector('[data-meeting-link="online"] a')!.getAttribute('href'),
    ).toBe('https://reuniao.example/encontro')
    expect(article(last).querySelector('[data-meeting-link="online"]')).toBeNull()
    expect(
      article(last).querySelector('[data-meeting-link="recording"] a')!.getAttribute('href'),
    ).toBe('https://video.example/encontro-antigo')
  })
})

describe('the member registry pages', () => {
  const details = async (code: string) => {
    const registry = (await getRegistries('pt')).find((item) => item.networkCode === code)!
    const view = await inLanguage(createElement(RegistryDetails, { registry, locale: 'pt' }))
    const rows = view
      .all('dl > div')
      .map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])
    return { view, rows }
  }

  it("show a registry's logo, contact, status and births of each year, oldest first", async () => {
    intl.locale = 'pt'
    const { view, rows } = await details(inactive.networkCode)
    expect(view.one('img[data-registry-logo]').getAttribute('src')).toBe(
      image.sizes?.thumbnail?.url,
    )
    expect(view.one('h2 [data-registry-status="inactive"]').textContent).toBe('Inativo')
    expect(rows).toContainEqual(['E-mail de contato', 'contato@inativo.example'])
    expect(view.one('a[href="mailto:contato@inativo.example"]')).toBeTruthy()
    expect(rows).toContainEqual(['Situação', 'Inativo'])
    const births = rows.filter(([label]) => label!.startsWith('Nascimentos cobertos'))
    expect(births).toEqual([
      ['Nascimentos cobertos (2017)', '12.000'],
      ['Nascimentos cobertos (2022)', '9.800'],
    ])
  })

  it('say so when a registry gave no births', async () => {
    const { view, rows } = await details(active.networkCode)
    expect(rows).toContainEqual(['Nascimentos cobertos', 'Não informado'])
    expect(rows).toContainEqual(['Situação', 'Ativo'])
    expect(view.all('img[data-registry-logo]')).toHaveLength(0)
  })

  it('mark an inactive registry in the picker', async () => {
    const view = await page(CharacteristicsPage as never, {})
    const options = view.all('option').map((option) => option.textContent)
    expect(options).toContain('TSTI – Registro inativo de teste (Inativo)')
    expect(options).toContain('TSTA – Registro ativo de teste')
  })

  it('keep an inactive registry in the table, marked, and off the map', async () => {
    const view = await page(GeneralInformationPage as never, {})
    const header = view
      .all('tbody th[scope="row"]')
      .find((cell) => cell.querySelector('a')?.textContent === 'TSTI')!
    expect(header.querySelector('[data-registry-status="inactive"]')!.textContent).toBe('Inativo')
    const onMap = view.all('svg a[data-registry]').map((link) => link.getAttribute('data-registry'))
    expect(onMap).toContain(active.networkCode)
    expect(onMap).not.toContain(inactive.networkCode)
  })
})

describe('the official documents page', () => {
  it("shows each document's date and a signed term's registry", async () => {
    intl.locale = 'pt'
    visitor.user = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: demoAccounts.member.email } },
        overrideAccess: true,
      })
    ).docs[0]!
    const document = (await payload.find({ collection: 'member-files', limit: 1 })).docs[0]!.id
    const title = `Carta assinada de teste ${stamp}`
    await make('official-documents', {
      type: 'membership-letter',
      title,
      date: '2024-05-05T12:00:00.000Z',
      registry: inactive.id,
      document,
    })
    const view = await page(OfficialDocumentsPage as never, {})
    const item = view
      .all('section[aria-labelledby="signedTerms-title"] li')
      .find((entry) => entry.querySelector('a')?.textContent?.includes(title))!
    expect(item.querySelector('[data-file-detail]')!.textContent).toBe(
      '5 de maio de 2024 · Registro: TSTI – Registro inativo de teste',
    )
    visitor.user = null
  })
})
