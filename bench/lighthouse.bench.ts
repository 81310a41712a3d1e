// `npm run bench lighthouse`: Lighthouse's mobile performance score (its default: a mid-range
// phone on slow 4G, simulated) of the home page and the heaviest public pages, median of
// LIGHTHOUSE_RUNS (3) runs each, in Debian's Chromium. Starts the production server itself on
// BENCH_PORT (3147).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { routes } from '../src/lib/site/routes'
import { chromium } from '../tests/e2e/setup/chromium'
import { startNext } from './serve/nextServer'

const port = Number(process.env.BENCH_PORT || 3147)
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-lighthouse-'))
const site = routes('relamc')
const pages = ['/', site.characteristics, site.tablesCharts, site.networkPublications]

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const stop = await startNext(port, dir)
const chrome = await chromeLauncher.launch({
  chromePath: chromium.executablePath,
  chromeFlags: chromium.args,
})
try {
  console.log(`${'page'.padEnd(44)} score   LCP      TBT     CLS   (median of ${runs})`)
  for (const pagePath of pages) {
    const results: { score: number; lcp: number; tbt: number; cls: number }[] = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${pagePath}`, {
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
      `${pagePath.padEnd(44)} ${String(of('score')).padStart(5)}  ${(of('lcp') / 1000).toFixed(2)} s  ${of('tbt').toFixed(0).padStart(4)} ms  ${of('cls').toFixed(3)}   (scores ${results.map((r) => r.score).join(', ')})`,
    )
  }
} finally {
  chrome.kill()
  await stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
