import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getShellContent } from '@/lib/site/content/shell'
import { getMenuProjects, getMenuResources } from '@/lib/site/content/menu'
import { getFooterText, getSiteSettings } from '@/lib/site/content/settings'

// The cached Local-API readers, replaced so each can fail on its own.
vi.mock('@/lib/site/content/menu', () => ({ getMenuProjects: vi.fn(), getMenuResources: vi.fn() }))
vi.mock('@/lib/site/content/settings', () => ({ getFooterText: vi.fn(), getSiteSettings: vi.fn() }))

const fail = () => Promise.reject(new Error('database unavailable'))
const projects = [{ label: 'Atlas', href: '/projetos/atlas' }]
const resources = [{ label: 'App', href: '/recursos/3' }]
const footer = { content: null, html: '<p>Secretaria</p>' }

beforeEach(() => {
  vi.mocked(getMenuProjects).mockResolvedValue(projects)
  vi.mocked(getMenuResources).mockResolvedValue(resources)
  vi.mocked(getFooterText).mockResolvedValue(footer)
  vi.mocked(getSiteSettings).mockResolvedValue({
    officeAddress: 'Rua A, 1\nRio de Janeiro',
  } as Awaited<ReturnType<typeof getSiteSettings>>)
})

describe('the shell content', () => {
  it('passes on what the readers return', async () => {
    expect(await getShellContent('pt')).toEqual({
      projects,
      resources,
      footer,
      officeAddress: 'Rua A, 1\nRio de Janeiro',
    })
  })

  it('has no office address when the settings read fails, and keeps the rest', async () => {
    vi.mocked(getSiteSettings).mockImplementation(fail)
    const content = await getShellContent('pt')
    expect(content.officeAddress).toBeNull()
    expect(content.footer).toEqual(footer)
  })

  it('leaves the projects and resources submenus empty when their reads fail, silently', async () => {
    vi.mocked(getMenuProjects).mockImplementation(fail)
    vi.mocked(getMenuResources).mockImplementation(fail)
    const content = await getShellContent('es')
    expect(content.projects).toEqual([])
    expect(content.resources).toEqual([])
    // The rest of the shell is unaffected.
    expect(content.footer).toEqual(footer)
  })

  it('gives an empty footer (the default address is shown) when the footer read fails', async () => {
    vi.mocked(getFooterText).mockImplementation(fail)
    const content = await getShellContent('en')
    expect(content.footer).toEqual({ content: null, html: '' })
    expect(content.projects).toEqual(projects)
  })
})
