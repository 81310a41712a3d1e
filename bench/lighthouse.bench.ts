// `npm run bench lighthouse`: Lighthouse's mobile performance score (its default: a mid-range
// phone on slow 4G, simulated) of the home page and the heaviest public pages, median of
// LIGHTHOUSE_RUNS (3) runs each, in Debian's Chromium, after the bare App Router page (bench/floor)
// as this machine's reference: a score is worth reading only next to the floor's in the same run.
// Starts both servers itself on BENCH_PORT (3147) and the next port.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { routes } from '../src/lib/site/routes'
import { chromium } from '../tests/e2e/setup/chromium'
import { startFloor } from './serve/floorServer'
import { startNext } from './serve/nextServer'

const port = Number(process.env.BENCH_PORT || 3147)
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-lighthouse-'))
const site = routes('relamc')
const floor = `http://127.0.0.1:${port + 1}/`
const pages = [
  floor,
  ...[
    '/',
    site.characteristics,
    site.tablesCharts,
    site.semiannualReports,
    site.networkPublications,
  ].map((pagePath) => `http://127.0.0.1:${port}${pagePath}`),
]

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const stops = [await startNext(port, dir), await startFloor(port + 1)]
const chrome = await chromeLauncher.launch({
  chromePath: chromium.executablePath,
  chromeFlags: chromium.args,
})
try {
  console.log(`${'page'.padEnd(44)} score   LCP      TBT     CLS   (median of ${runs})`)
  for (const url of pages) {
    const results: { score: number; lcp: number; tbt: number; cls: number }[] = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      const { categories, audits } = result!.lhr
      results.push({
        score: Math.round((categories.performance!.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']!.numericValue ?? NaN,
        tbt: audits['total-blocking-time']!.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
      })
    }
    const of = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]))
    console.log(
      `${(url === floor ? 'bare App Router page (floor)' : new URL(url).pathname).padEnd(44)} ${String(of('score')).padStart(5)}  ${(of('lcp') / 1000).toFixed(2)} s  ${of('tbt').toFixed(0).padStart(4)} ms  ${of('cls').toFixed(3)}   (scores ${results.map((r) => r.score).join(', ')})`,
    )
  }
} finally {
  chrome.kill()
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  fs.rmSync(dir, { recursive: true, force: true })
}
