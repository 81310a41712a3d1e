// `npm run bench serve`: each way of serving the site against nginx serving the same bytes as
// files, on this machine in one run (autocannon, 50 connections): (a) the documented deployment,
// nginx's cache from deploy/nginx-cache.conf in front of `npm start`; (b) `npm start` alone;
// and the public alarm-test API, beside the smallest JSON route on the same Next.js (bench/floor,
// `next start`). Starts and stops everything itself and checks the caching proxy's promises on
// the way. Ports: BENCH_PORT (3143) to +3. BENCH_ONLY=<text> measures only the rows whose label
// contains it (`BENCH_ONLY=alarm npm run bench serve`).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demoAccounts } from '../src/seed'
import { demoAlarmInput } from '../tests/helpers/alarmInput'
import {
  connections,
  header,
  load,
  row,
  seconds,
  warmUpSeconds,
  type Load,
  type Target,
} from './serve/load'
import { startNginx, type StaticFile } from './serve/nginx'
import { startFloor } from './serve/floorServer'
import { startNext } from './serve/nextServer'
import { checkProxy } from './serve/proxyChecks'

const port = Number(process.env.BENCH_PORT || 3143)
const [staticPort, proxyPort, floorPort] = [port + 1, port + 2, port + 3]
const next = `http://127.0.0.1:${port}`
const proxy = `http://127.0.0.1:${proxyPort}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))

type Page = {
  label: string
  file: string
  path: string
  /** Public pages go through the cache too; a member's page and the API never do. */
  cached: boolean
  /** Served by the floor (bench/floor) instead of the site. */
  floor?: boolean
  request?: Omit<Target, 'url'>
  contentType: string
}

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
  const member = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' }
  const projects = await fetch(`${next}/api/projects?limit=1&depth=0&sort=id&locale=pt`)
  const slug = ((await projects.json()) as { docs: { slug: string }[] }).docs[0]?.slug
  if (!slug) throw new Error('the demo content has no project')

  const html = 'text/html'
  const alarmRequest = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAlarmInput),
  } as const
  const pages: Page[] = [
    ...(['pt', 'es', 'en'] as const).flatMap((locale): Page[] => {
      const prefix = locale === 'pt' ? '' : `/${locale}`
      return [
        {
          label: `home ${locale}`,
          file: `home-${locale}.html`,
          path: prefix || '/',
          cached: true,
          contentType: html,
        },
        {
          label: `project page ${locale}`,
          file: `project-${locale}.html`,
          path: `${prefix}/projetos/${slug}`,
          cached: true,
          contentType: html,
        },
      ]
    }),
    {
      label: 'registry characteristics',
      file: 'heavy.html',
      path: '/registros-membros/caracteristicas-dos-registros',
      cached: true,
      contentType: html,
    },
    {
      label: 'member page, signed in',
      file: 'member.html',
      path: '/envio-de-dados/manuais-e-formularios',
      cached: false,
      request: { headers: member },
      contentType: html,
    },
    {
      label: 'POST alarm-test API',
      file: 'alarm.json',
      path: '/api/surveillance/alarm-test',
      cached: false,
      request: alarmRequest,
      contentType: 'application/json',
    },
    {
      label: 'POST alarm-test, bare route (floor)',
      file: 'alarm.json',
      path: '/api/echo',
      cached: false,
      floor: true,
      request: alarmRequest,
      contentType: 'application/json',
    },
  ]

  // Warm every page, then keep its exact bytes for nginx to serve as a file.
  const files: StaticFile[] = []
  for (const page of pages.filter((p) => !p.floor)) {
    let body = Buffer.alloc(0)
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${next}${page.path}`, {
        method: page.request?.method ?? 'GET',
        headers: page.request?.headers,
        body: page.request?.body,
      })
      if (!response.ok) throw new Error(`${page.path}: ${response.status}`)
      body = Buffer.from(await response.arrayBuffer())
    }
    files.push({ name: page.file, body, contentType: page.contentType })
  }
  stops.push(await startNginx({ dir, files, staticPort, proxyPort, upstreamPort: port }))
  stops.push(await startFloor(floorPort))

  console.log('\nnginx caching proxy (deploy/nginx-cache.conf):')
  if (await checkProxy(proxy, token)) process.exitCode = 1

  console.log(
    `\n${connections} connections, ${seconds} s each after ${warmUpSeconds} s of warm-up, p99 latency in ms, on ${os.cpus().length} cores`,
  )
  console.log(header(['(a) nginx cache + npm start', '(b) npm start alone']))
  const only = process.env.BENCH_ONLY
  // nginx serving a file is measured once: the floor's row compares with the alarm-test's bytes.
  const nginxLoads = new Map<string, Load>()
  for (const page of pages.filter((p) => !only || p.label.includes(only))) {
    const file = files.find((f) => f.name === page.file)!
    const nginx =
      nginxLoads.get(file.name) ??
      (await load({ url: `http://127.0.0.1:${staticPort}/${file.name}`, ...page.request }))
    nginxLoads.set(file.name, nginx)
    const cachedLoad = page.cached
      ? await load({ url: `${proxy}${page.path}`, ...page.request })
      : null
    const origin = page.floor ? `http://127.0.0.1:${floorPort}` : next
    const alone = await load({ url: `${origin}${page.path}`, ...page.request })
    const size = `${(file.body.length / 1024).toFixed(0)} KB`
    console.log(row(`${page.label} (${size})`, nginx, [cachedLoad, alone]))
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  fs.rmSync(dir, { recursive: true, force: true })
}
