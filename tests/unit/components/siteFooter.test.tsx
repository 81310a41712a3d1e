import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { messagesByLocale } from '@/i18n/messages'
import { SiteFooter } from '@/components/site/shell/SiteFooter'
import { footerContent } from '@/seed/content/footerContent'
import { renderServer } from '../../helpers/renderServer'

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt', messages: messagesByLocale.pt, namespace } as never),
  getLocale: async () => 'pt',
}))

const rich = footerContent({
  title: 'Rede (ReLAMC)',
  addressLines: ['Departamento de Genética', 'Rio de Janeiro'],
  email: 'secretaria@relamc.example',
  contact: { label: 'Perguntas', path: 'https://relamc.example/contato' },
  university: { label: 'Site da UFRJ', url: 'https://ufrj.br' },
})

// The footer is written with the content's rich-text editor; a footer saved as HTML by an earlier
// version keeps showing, sanitised, until the office writes the rich text.
describe('the site footer', () => {
  it('shows the rich text the office wrote, its links kept', async () => {
    const page = await renderServer(
      <SiteFooter
        footer={{ content: rich, html: '' }}
        officeAddress={null}
        networkLabel="ReLAMC"
      />,
    )
    const footer = page.one('[data-testid="footer-text"]')
    expect(footer.querySelector('strong')?.textContent).toBe('Rede (ReLAMC)')
    expect(footer.textContent).toContain('Rio de Janeiro')
    expect(footer.querySelector('a[href="mailto:secretaria@relamc.example"]')).not.toBeNull()
    expect(footer.querySelector('a[href^="https://ufrj.br"]')?.getAttribute('target')).toBe(
      '_blank',
    )
    expect(page.all('[data-testid="footer-default"]')).toHaveLength(0)
  })

  it('prefers the rich text to the earlier HTML', async () => {
    const page = await renderServer(
      <SiteFooter
        footer={{ content: rich, html: '<p>HTML antigo</p>' }}
        officeAddress={null}
        networkLabel="ReLAMC"
      />,
    )
    expect(page.one('[data-testid="footer-text"]').textContent).not.toContain('HTML antigo')
  })

  it('keeps an earlier HTML footer working, sanitised, while the rich text is empty', async () => {
    const empty = { root: { children: [{ type: 'paragraph', children: [] }] } }
    const page = await renderServer(
      <SiteFooter
        footer={{ content: empty as never, html: '<p>Secretaria<script>alert(1)</script></p>' }}
        officeAddress={null}
        networkLabel="ReLAMC"
      />,
    )
    const footer = page.one('[data-testid="footer-text"]')
    expect(footer.textContent).toBe('Secretaria')
    expect(footer.querySelector('script')).toBeNull()
  })

  it('shows the office address when both are empty', async () => {
    const page = await renderServer(
      <SiteFooter
        footer={{ content: null, html: '' }}
        officeAddress={'Rua A, 1\nRio de Janeiro'}
        networkLabel="ReLAMC"
      />,
    )
    expect(page.one('[data-testid="footer-default"]').textContent).toContain('Rua A, 1')
  })
})
