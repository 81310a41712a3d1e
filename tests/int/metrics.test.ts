import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { runDueJobs } from '../helpers/jobs'

const TOKEN = 'metrics-test-token-6c1f'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(() => vi.unstubAllEnvs())

const scrape = (authorization?: string) =>
  rest('GET', 'metrics', { headers: authorization ? { Authorization: authorization } : {} })

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    vi.stubEnv('METRICS_TOKEN', '')
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404)
  })

  it('asks for the token', async () => {
    vi.stubEnv('METRICS_TOKEN', TOKEN)
    expect((await scrape()).status).toBe(401)
    expect((await scrape('Bearer wrong-token')).status).toBe(401)
    expect((await scrape(TOKEN)).status).toBe(401)
  })

  it('gives the jobs by task and state, the jobs run here, and the database pool', async () => {
    vi.stubEnv('METRICS_TOKEN', TOKEN)
    await payload.sendEmail({ to: 'metrics@relamc.example', subject: 'Métricas', html: '<p>m</p>' })
    const queued = await scrape(`Bearer ${TOKEN}`)
    expect(queued.status).toBe(200)
    expect(queued.headers.get('Content-Type')).toContain('text/plain')
    const before = await queued.text()
    expect(before).toMatch(/relamc_jobs\{task="sendEmail",state="queued"\} [1-9]/)

    await runDueJobs(payload)
    const after = await (await scrape(`Bearer ${TOKEN}`)).text()
    expect(after).toMatch(/relamc_jobs_total\{task="sendEmail",outcome="succeeded"\} [1-9]/)
    expect(after).toContain(
      'relamc_job_duration_seconds_count{task="sendEmail",outcome="succeeded"}',
    )
    expect(after).toContain('process_resident_memory_bytes')
    // A pool exists on PostgreSQL only (SQLite is a file opened by this process).
    expect(after.includes('relamc_db_pool_connections{state="idle"}')).toBe(
      payload.db.name === 'postgres',
    )
  })
})
