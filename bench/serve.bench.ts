// `npm run bench serve`: the production server against nginx serving the same bytes, on this
// machine in one run (autocannon, 50 connections). Starts and stops both itself; checks the
// README's caching proxy (deploy/nginx-cache.conf) on the way. Ports: BENCH_PORT (3143) to +2.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demoAccounts } from '../src/seed'
import { demoAlarmInput } from '../tests/helpers/alarmInput'
import { connections, header, load, row, seconds, warmUpSeconds, type Target } from './serve/load'
import { startNginx, type StaticFile } from './serve/nginx'
import { startNext } from './serve/nextServer'
import { checkProxy } from './serve/proxyChecks'

const port = Number(process.env.BENCH_PORT || 3143)
const [staticPort, proxyPort] = [port + 1, port + 2]
const next = `http://127.0.0.1:${port}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))
const pt = { cookie: 'NEXT_LOCALE=pt' }

const stops: (() => Promise<void>)[] = []
try {
  stops.push(await startNext(port, dir))

  const login = await fetch(`${next}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.member),
  })
  const { token } = (await login.json()) as { token: string }
  // A navigation typed or followed from a bookmark: Payload takes the session cookie only from
  // requests a browser marks as its own (Sec-Fetch-Site) or with this site's Origin.
  const member = { cookie: `NEXT_LOCALE=pt; payload-token=${token}`, 'sec-fetch-site': 'none' }
  const alarm = JSON.stringify(demoAlarmInput)

  const pages: { label: string; file: string; target: Target; contentType: string }[] = [
    {
      label: 'home (cached page)',
      file: 'home.html',
      target: { url: `${next}/`, headers: pt },
      contentType: 'text/html',
    },
    {
      label: 'registry characteristics (heavy)',
      file: 'heavy.html',
      target: { url: `${next}/registros-membros/caracteristicas-dos-registros`, headers: pt },
      contentType: 'text/html',
    },
    {
      label: 'POST alarm-test API',
      file: 'alarm.json',
      target: {
        url: `${next}/api/surveillance/alarm-test`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: alarm,
      },
      contentType: 'application/json',
    },
    {
      label: 'member page, logged in',
      file: 'member.html',
      target: { url: `${next}/envio-de-dados/manuais-e-formularios`, headers: member },
      contentType: 'text/html',
    },
  ]

  // Warm every page, then keep its exact bytes for nginx.
  const files: StaticFile[] = []
  for (const page of pages) {
    let body = Buffer.alloc(0)
    for (let i = 0; i < 3; i++) {
      const response = await fetch(page.target.url, {
        method: page.target.method ?? 'GET',
        headers: page.target.headers,
        body: page.target.body,
      })
      if (!response.ok) throw new Error(`${page.target.url}: ${response.status}`)
      body = Buffer.from(await response.arrayBuffer())
    }
    files.push({ name: page.file, body, contentType: page.contentType })
  }
  stops.push(await startNginx({ dir, files, staticPort, proxyPort, upstreamPort: port }))

  console.log('\nnginx caching proxy (deploy/nginx-cache.conf):')
  const failures = await checkProxy(`http://127.0.0.1:${proxyPort}`, token)
  if (failures) process.exitCode = 1

  console.log(
    `\n${connections} connections, ${seconds} s each after ${warmUpSeconds} s of warm-up, latency in ms, on ${os.cpus().length} cores`,
  )
  console.log(header)
  const results = []
  for (const page of pages) {
    const ours = await load(page.target)
    const file = files.find((f) => f.name === page.file)!
    const theirs = await load({
      url: `http://127.0.0.1:${staticPort}/${file.name}`,
      method: page.target.method,
      headers: page.target.headers,
      body: page.target.body,
    })
    results.push(ours)
    console.log(row(`${page.label} (${(file.body.length / 1024).toFixed(0)} KB)`, ours, theirs))
  }
  const proxied = await load({ url: `http://127.0.0.1:${proxyPort}/`, headers: pt })
  console.log(
    `${'home through the nginx cache'.padEnd(34)} ${proxied.rps.toFixed(0).padStart(6)} ${`${proxied.p50}`.padStart(5)} ${`${proxied.p99}`.padStart(5)}`,
  )
  const [home, , api] = results
  console.log(
    `\nalarm API / cached home page on the same server: ${((100 * api!.rps) / home!.rps).toFixed(0)}%`,
  )
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  fs.rmSync(dir, { recursive: true, force: true })
}
