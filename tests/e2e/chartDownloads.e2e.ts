import fs from 'node:fs/promises'
import { expect, test } from './fixtures'

const TABLES = '/dados/tabelas-e-graficos'

test.describe('chart files', () => {
  test('a chart saves as an SVG with its title and as a PNG image', async ({ page }) => {
    await page.goto(TABLES)
    const figure = page.locator('figure[data-chart]').first()
    const kind = await figure.getAttribute('data-chart')
    const title = await figure.locator('svg > title').textContent()
    const buttons = figure.getByRole('group', { name: 'Baixar o gráfico' })

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      buttons.getByRole('button', { name: `Baixar o gráfico “${title}” como SVG` }).click(),
    ])
    expect(svgDownload.suggestedFilename()).toBe(`${kind}.svg`)
    const svg = await fs.readFile((await svgDownload.path())!, 'utf8')
    expect(svg).toMatch(/^<\?xml [^>]+>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain(`<title`)
    expect(svg).toContain(title!.replace(/&/g, '&amp;'))

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      buttons.getByRole('button', { name: `Baixar o gráfico “${title}” como PNG` }).click(),
    ])
    expect(pngDownload.suggestedFilename()).toBe(`${kind}.png`)
    const png = await fs.readFile((await pngDownload.path())!)
    // The PNG signature, then a width of twice the drawing's.
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const viewBox = (await figure.locator('svg').first().getAttribute('viewBox'))!.split(' ')
    expect(png.readUInt32BE(16)).toBe(Number(viewBox[2]) * 2)
  })
})
