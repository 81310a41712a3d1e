import http from 'node:http'
import type { AddressInfo } from 'node:net'
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

test.describe('charts to reuse', () => {
  test('a chart gives its numbers as CSV, a permanent link and a page other sites can frame', async ({
    page,
    cleanup,
  }) => {
    await page.goto(TABLES)
    const figure = page.locator('figure[data-chart="trend"]').first()
    const id = await figure.getAttribute('id')
    const title = (await figure.locator('svg > title').textContent())!
    const share = figure.getByRole('list', { name: 'Reutilizar o gráfico' })

    // The numbers as on screen, for a spreadsheet in Portuguese (";" between fields).
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      share.getByRole('link', { name: `Baixar os números do gráfico “${title}” como CSV` }).click(),
    ])
    expect(csvDownload.suggestedFilename()).toBe('trend.csv')
    const csv = await fs.readFile((await csvDownload.path())!, 'utf8')
    const header = await figure.locator('table[data-chart-table] thead th').allTextContents()
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header.join(';'))
    const firstRow = await figure
      .locator('table[data-chart-table] tbody tr')
      .first()
      .locator('th, td')
      .allTextContents()
    expect(csv).toContain(firstRow[0]!)

    // The permanent link names the view and its release, and reopens this chart.
    const permalink = (await share
      .getByRole('link', { name: `Link permanente do gráfico “${title}”` })
      .getAttribute('href'))!
    expect(permalink).toMatch(
      /^\/dados\/tabelas-e-graficos\?malformation=\d+.*&versao=\d+#trend-\d+$/,
    )
    await page.goto(permalink)
    await expect(page.locator(`#${id} svg > title`)).toHaveText(title)
    await expect(page.getByTestId('release-links')).toContainText(/versão \d+/)

    // The embed: alone, with its source and release, inside a page of another site.
    const embed = (await share
      .getByRole('link', { name: `Versão para incorporar do gráfico “${title}”` })
      .getAttribute('href'))!
    expect(embed).toMatch(/^\/embed\/tabelas-e-graficos\/trend-\d+\?/)
    const direct = await page.request.get(embed)
    expect(direct.headers()['content-security-policy']).toContain('frame-ancestors *')
    expect(direct.headers()['x-frame-options']).toBeUndefined()
    const tables = await page.request.get(TABLES)
    expect(tables.headers()['x-frame-options']).toBe('SAMEORIGIN')

    // Another site: a page of another origin, served on this machine (Chromium refuses a page
    // it believes public, as one fulfilled by the test would be, the frame of a local server).
    const article = `<!doctype html><title>Article</title><iframe title="chart" width="800" height="600" src="${new URL(embed, page.url()).href}"></iframe>`
    const host = http.createServer((_, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(article)
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    cleanup(() => new Promise((resolve) => host.close(resolve)))
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/article.html`)
    const frame = page.frameLocator('iframe[title="chart"]')
    await expect(frame.locator(`#${id} svg > title`)).toHaveText(title)
    await expect(frame.getByTestId('embed-source')).toContainText(/versão \d+ dos dados/)
    await expect(frame.getByRole('link', { name: /Abrir no site/ })).toHaveAttribute(
      'href',
      /\/dados\/tabelas-e-graficos\?.*versao=\d+#trend-\d+$/,
    )
  })
})
