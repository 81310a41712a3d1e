// The shared page cache drops an entry on every instance when Redis reports it expired or evicted,
// which Redis does only when it publishes keyevent notifications for them (flags E, x and e).
// Checked before the cache is used: set where the server may (CONFIG SET), else one line with the
// fix. Plain JavaScript: read by the cache handler (loaded by Next.js itself) and scripts/start.mjs.
import { createClient } from 'redis'

const needed = ['E', 'x', 'e']

/** Whether the flags of notify-keyspace-events include keyevents of expired and evicted keys. */
export const publishesExpiries = (flags) =>
  flags.includes('E') && (flags.includes('A') || (flags.includes('x') && flags.includes('e')))

const where = (url) => {
  const { host, pathname } = new URL(url)
  return `${host}${pathname === '/' ? '' : pathname}`
}

const fix =
  'Fix: `redis-cli config set notify-keyspace-events Exe` (or `notify-keyspace-events Exe` in redis.conf); ' +
  "on a managed Redis that forbids CONFIG, set it in the provider's settings and SKIP_KEYSPACE_CONFIG_CHECK=true."

/**
 * Makes sure Redis at `url` publishes the expiry events the shared cache needs, setting them
 * when they are off and Redis allows it. Answers { ok: true, changed } or { ok: false, message },
 * the message one line that says the fix; gives up after `timeoutMs` rather than waiting.
 */
export async function ensureKeyspaceEvents(url, { timeoutMs = 5000 } = {}) {
  if ((process.env.SKIP_KEYSPACE_CONFIG_CHECK || '').toLowerCase() === 'true')
    return { ok: true, changed: false }
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  })
  client.on('error', () => {})
  let timer
  const check = async () => {
    await client.connect()
    let flags
    try {
      flags = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? ''
    } catch (error) {
      return refused(url, `CONFIG GET refused: ${error.message}`)
    }
    if (publishesExpiries(flags)) return { ok: true, changed: false }
    const wanted = flags + needed.filter((flag) => !flags.includes(flag)).join('')
    try {
      await client.configSet('notify-keyspace-events', wanted)
      return { ok: true, changed: true, flags: wanted }
    } catch (error) {
      return refused(
        url,
        `notify-keyspace-events is "${flags}" and CONFIG SET was refused: ${error.message}`,
      )
    }
  }
  const timeout = new Promise((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          message: `Redis at ${where(url)} did not answer within ${timeoutMs / 1000} s. Check REDIS_URL.`,
        }),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([
      check().catch((error) => ({
        ok: false,
        message: `Redis at ${where(url)} is unusable (${error.message}). Check REDIS_URL.`,
      })),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
    client.disconnect().catch(() => {})
  }
}

const refused = (url, reason) => ({
  ok: false,
  message: `Redis at ${where(url)} does not publish the expiry events the shared page cache needs (${reason}). ${fix}`,
})
