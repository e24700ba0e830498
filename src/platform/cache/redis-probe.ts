import { createClient } from '@redis/client'

/**
 * Whether the shared cache's Redis answers, for the readiness probe: one connection of its own
 * (the page cache's client lives in Next's handler), PING with a short deadline. Never throws:
 * an unreachable or slow Redis is `false`, and the client keeps reconnecting in the background.
 */
export type DependencyProbe = { check: () => Promise<boolean>; close: () => Promise<void> }

export function createRedisProbe(url: string, timeoutMs = 500): DependencyProbe {
  const client = createClient({
    url,
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  // Reported by the probe's answer; an 'error' listener keeps the process from crashing.
  client.on('error', () => {})
  const connecting = client.connect().catch(() => undefined)

  return {
    async check() {
      if (!client.isReady) {
        await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, timeoutMs))])
        if (!client.isReady) return false
      }
      try {
        const answer = await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).ping()
        return answer === 'PONG'
      } catch {
        return false
      }
    },
    async close() {
      client.destroy()
    },
  }
}
