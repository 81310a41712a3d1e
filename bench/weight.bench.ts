// `npm run bench weight`: what each public page weighs (HTML, and the JavaScript it loads,
// gzipped as served), next to the floor: a bare App Router page built with the same Next.js,
// React and bundler (bench/floor). Starts both servers itself; ports BENCH_PORT (3143) and +1.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { publicRouteNames, routes } from '../src/lib/site/routes'
import { gzippedSize, scriptsOf } from './pageScripts'
import { startFloor } from './serve/floorServer'
import { startNext } from './serve/nextServer'

const port = Number(process.env.BENCH_PORT || 3143)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-weight-'))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9)

type Weight = { html: number; htmlGzip: number; jsGzip: number; scripts: number }

/** The page's HTML and every script it loads, each gzipped as a browser would receive it. */
async function weigh(base: string, pagePath: string): Promise<Weight> {
  const response = await fetch(base + pagePath)
  if (!response.ok) throw new Error(`${pagePath}: ${response.status}`)
  const html = Buffer.from(await response.arrayBuffer())
  const sources = scriptsOf(html.toString())
  let jsGzip = 0
  for (const source of sources) jsGzip += await gzippedSize(base, source)
  return { html: html.length, htmlGzip: gzipSync(html).length, jsGzip, scripts: sources.size }
}

const stops: (() => Promise<void>)[] = []
try {
  stops.push(await startNext(port, dir))
  stops.push(await startFloor(port + 1))
  const site = routes('relamc')
  const rows: [string, Weight][] = [
    ['bare App Router page (floor)', await weigh(`http://127.0.0.1:${port + 1}`, '/')],
  ]
  for (const name of publicRouteNames)
    rows.push([site[name], await weigh(`http://127.0.0.1:${port}`, site[name])])

  console.log(`\n${'page'.padEnd(52)}      HTML  HTML gzip   JS gzip  scripts`)
  for (const [label, w] of rows)
    console.log(
      `${label.padEnd(52)} ${kb(w.html)} ${kb(w.htmlGzip)} ${kb(w.jsGzip)} ${String(w.scripts).padStart(8)}`,
    )
  const pages = rows.slice(1).map(([, w]) => w)
  const heaviest = (key: keyof Weight) => Math.max(...pages.map((w) => w[key]))
  console.log(
    `\nhome ${kb(rows[1]![1].html).trim()} HTML; heaviest public page ${kb(heaviest('html')).trim()} HTML, ${kb(heaviest('jsGzip')).trim()} gzipped JS`,
  )
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  fs.rmSync(dir, { recursive: true, force: true })
}
