import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { expect, test } from './fixtures'

test.describe('data releases', () => {
  test('a release has its page, Dataset markup and a ZIP whose checksum the page gives', async ({
    page,
  }) => {
    await page.goto('/dados/versoes')
    const list = page.getByTestId('releases')
    await list.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/dados\/versoes\/\d+$/)
    const version = page.url().split('/').pop()!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Versão ${version} dos dados`)
    await expect(page.getByTestId('release-facts')).toContainText('CC BY 4.0')

    const markup = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    )
    expect(markup).toMatchObject({ '@type': 'Dataset', version })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: new RegExp(`Versão ${version} completa`) }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`relamc-${version}-pt.zip`)
    const zip = await fs.readFile((await download.path())!)
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const listed = await page
      .getByTestId('checksums')
      .getByRole('row', { name: new RegExp(`relamc-${version}-pt\\.zip`) })
      .locator('td')
      .textContent()
    expect(createHash('sha256').update(zip).digest('hex')).toBe(listed)

    const dcat = await page.request.get(`/dados/versoes/${version}/dcat.jsonld`)
    expect(dcat.headers()['content-type']).toMatch(/^application\/ld\+json/)
    expect((await dcat.json())['@type']).toBe('dcat:Dataset')
  })
})
