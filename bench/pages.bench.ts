// Median response time of public pages on a running server (start it first with
// `npm start`; BENCH_URL overrides http://localhost:3000). Static pages should
// answer in a few milliseconds: a regression to per-request rendering shows here.
import { measure } from './measure'

const base = process.env.BENCH_URL || 'http://localhost:3000'
const paths = [
  '/',
  '/relamc/o-que-e',
  '/reunioes/encontro-anual',
  '/registros-membros/informacoes-gerais',
  '/projetos',
  '/publicacoes/relamc',
]

const reachable = await fetch(base).then(
  () => true,
  () => false,
)
if (!reachable) {
  console.log(`no server at ${base}: start one with npm start`)
} else {
  for (const locale of ['pt', 'en']) {
    for (const path of paths) {
      await measure(
        `GET ${path} [${locale}]`,
        async () => {
          // The address decides the language: /en/… for English.
          const res = await fetch(`${base}${locale === 'pt' ? '' : `/${locale}`}${path}`)
          if (!res.ok) throw new Error(`${path}: ${res.status}`)
          await res.arrayBuffer()
        },
        100,
      )
    }
  }
}
