import { createClient } from 'redis'
import { env } from '@/env'

/** How long a failed sign-in counts against the address it came from. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000

type Redis = ReturnType<typeof createClient>
let redis: Promise<Redis> | null = null
const local = new Map<string, { count: number; until: number }>()

/** With REDIS_URL every instance counts together; without it, this process counts alone. */
function shared(): Promise<Redis> | null {
  if (!env.redisUrl()) return null
  redis ??= createClient({ url: env.redisUrl() }).connect()
  return redis
}

const keyOf = (scope: string, subject: string) => `${env.redisKeyPrefix()}:${scope}:${subject}`

/** Failures of `subject` (an address) within the window. */
export async function failuresOf(
  scope: string,
  subject: string,
  now = Date.now(),
): Promise<number> {
  const client = shared()
  if (client) return Number((await (await client).get(keyOf(scope, subject))) ?? 0)
  const entry = local.get(keyOf(scope, subject))
  return entry && entry.until > now ? entry.count : 0
}

/** Counts one more failure; the window restarts with each one. */
export async function recordFailure(
  scope: string,
  subject: string,
  now = Date.now(),
): Promise<number> {
  const key = keyOf(scope, subject)
  const client = shared()
  if (client) {
    const connected = await client
    const count = await connected.incr(key)
    await connected.pExpire(key, FAILURE_WINDOW_MS)
    return count
  }
  const entry = local.get(key)
  const count = entry && entry.until > now ? entry.count + 1 : 1
  local.set(key, { count, until: now + FAILURE_WINDOW_MS })
  if (local.size > 10_000)
    for (const [old, value] of local) if (value.until <= now) local.delete(old)
  return count
}
