// `npm run bench tables`: the public tables page rendering the largest demo view on the server
// (one anomaly, the network and its 12 registries, 12 years by year: a 13 × 12 table, the trend,
// forest plot, map and births chart), and the JavaScript the page loads beyond a text page's,
// gzipped as served. Starts the production server itself on BENCH_PORT (3145).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { routes } from '../src/lib/site/routes'
import { measure } from './measure'
import { gzippedSize, scriptsOf } from './pageScripts'
import { startNext } from './serve/nextServer'

const port = Number(process.env.BENCH_PORT || 3145)
const base = `http://127.0.0.1:${port}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-tables-'))
const site = routes('relamc')
const view = `${site.tablesCharts}?malformation=3&registry=network&from=2014-01&to=2025-12&groupBy=year`
// A plain address is the Portuguese page.
const headers = {}

async function page(pagePath: string): Promise<string> {
  const response = await fetch(base + pagePath, { headers })
  if (!response.ok) throw new Error(`${pagePath}: ${response.status}`)
  return response.text()
}

const stop = await startNext(port, dir)
try {
  const html = await page(view)
  // One table row per registry (and the network) and year: 156 expected.
  const rows = (html.match(/<th scope="row"/g) ?? []).length
  console.log(`view: ${view}\n  HTML ${(html.length / 1024).toFixed(1)} KB, ${rows} row headers`)
  await measure('GET the 12-registry × 12-year view (server render)', () => page(view), 50)

  const text = scriptsOf(await page(site.story))
  const extra = [...scriptsOf(html)].filter((source) => !text.has(source))
  let total = 0
  for (const source of extra) {
    const gzip = await gzippedSize(base, source)
    total += gzip
    console.log(`  ${source.padEnd(60)} ${(gzip / 1024).toFixed(1)} KB gzipped`)
  }
  console.log(
    `JavaScript the tables page loads beyond a text page: ${extra.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`,
  )
} finally {
  await stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
