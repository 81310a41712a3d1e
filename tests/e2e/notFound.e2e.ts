import { baseUrl, expect, test } from './fixtures'
import { locales } from './helpers/routes'

/**
 * Addresses that name nothing: unknown paths, another network's name, a path under the
 * network's name that no page has, a project and a resource that do not exist, another
 * network's publications.
 */
const missing = [
  '/nao-existe',
  '/outra-rede',
  '/outra-rede/o-que-e',
  '/relamc/nao-existe',
  '/projetos/nao-existe',
  '/recursos/999999',
  '/publicacoes/outra-rede',
]

const heading = { pt: 'Página não encontrada', es: 'Página no encontrada', en: 'Page not found' }

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of locales) {
    test.describe(`in ${locale}`, () => {
      test.use({ siteLocale: locale })

      test('is the translated message inside the site shell, with status 404', async ({
        page,
        at,
      }) => {
        for (const path of missing) {
          const response = await page.goto(at(path))
          expect(response?.status(), path).toBe(404)
          await expect(
            page.getByRole('heading', { level: 1, name: heading[locale] }),
            path,
          ).toBeVisible()
          await expect(page.locator('html'), path).toHaveAttribute('lang', locale)
          await expect(page, path).toHaveTitle(`${heading[locale]} · ReLAMC`)
          await expect(page.getByRole('banner'), path).toBeVisible()
          await expect(page.locator('#content'), path).toHaveCount(1)
          await expect(page.getByRole('contentinfo'), path).toBeVisible()
        }
      })
    })
  }
})

test('the server sends the 404 page itself, not the empty error document', async () => {
  for (const path of missing) {
    const response = await fetch(`${baseUrl}/es${path}`)
    expect(response.status, path).toBe(404)
    const html = await response.text()
    expect(html, path).not.toContain('__next_error__')
    expect(html, path).toContain('<html lang="es"')
    expect(html, path).toContain('<title>Página no encontrada · ReLAMC</title>')
    expect(html, path).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/)
    expect(html, path).toMatch(/<header[\s>]/)
    expect(html, path).toMatch(/<footer[\s>]/)
  }
})
