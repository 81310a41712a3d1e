import { createClient } from 'redis'
import { env } from '@/env'

/**
 * With several instances (REDIS_URL set), an expired tag is announced on a Redis
 * channel so every instance drops its in-memory reads of it. Without REDIS_URL
 * there is one process and nothing to announce.
 */
const channel = () => `${env.redisKeyPrefix()}:expired-tags`

type Client = ReturnType<typeof createClient>
type State = { publisher?: Promise<Client>; listening?: boolean; shared?: boolean }
const state = ((globalThis as Record<symbol, State>)[Symbol.for('relamc.expiryBroadcast')] ??= {})

function connect(): Promise<Client> {
  const client = createClient({ url: env.redisUrl() })
  client.on('error', (error: Error) => console.error('Redis (expired tags):', error.message))
  return client.connect()
}

/** Starts listening once per process; asked on every in-memory read, so the usual answer is quick. */
export function listenForExpiredTags(onTags: (tags: string[]) => void): void {
  // The environment is read once: it does not change while the process runs.
  state.shared ??= Boolean(env.redisUrl())
  if (!state.shared || state.listening) return
  state.listening = true
  connect()
    .then((subscriber) =>
      subscriber.subscribe(channel(), (message) => {
        const tags: unknown = JSON.parse(message)
        if (Array.isArray(tags)) onTags(tags.map(String))
      }),
    )
    .catch((error: Error) => {
      state.listening = false
      console.error('Redis (expired tags): cannot subscribe:', error.message)
    })
}

export async function announceExpiredTags(tags: readonly string[]): Promise<void> {
  if (!env.redisUrl()) return
  try {
    state.publisher ??= connect()
    await (await state.publisher).publish(channel(), JSON.stringify(tags))
  } catch (error) {
    state.publisher = undefined
    console.error('Redis (expired tags): cannot announce:', (error as Error).message)
  }
}
