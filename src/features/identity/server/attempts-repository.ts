import type { Payload } from 'payload'

import type { LockoutState, RateLimitState } from '../domain/lockout'

type AttemptRow = {
  failures: LockoutState['failures']
  blockedUntil: number | null
  attempts: RateLimitState['attempts']
}

const EMPTY: AttemptRow = { failures: [], blockedUntil: null, attempts: [] }

function readTimes(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []
}

/** Lockout and rate-limit windows, kept in the database so every app instance sees them. */
export class AttemptsRepository {
  constructor(private readonly payload: Payload) {}

  async load(key: string): Promise<AttemptRow> {
    const result = await this.payload.find({
      collection: 'auth-attempts',
      where: { key: { equals: key } },
      depth: 0,
      limit: 1,
    })
    const row = result.docs[0]
    if (!row) return EMPTY
    return {
      failures: readTimes(row.failures),
      attempts: readTimes(row.attempts),
      blockedUntil: row.blockedUntil ? Date.parse(row.blockedUntil) : null,
    }
  }

  async save(key: string, row: AttemptRow): Promise<void> {
    const data = {
      key,
      failures: [...row.failures],
      attempts: [...row.attempts],
      blockedUntil: row.blockedUntil ? new Date(row.blockedUntil).toISOString() : null,
    }
    const updated = await this.payload.update({
      collection: 'auth-attempts',
      where: { key: { equals: key } },
      data,
      depth: 0,
    })
    if (updated.docs.length > 0) return
    try {
      await this.payload.create({ collection: 'auth-attempts', data, depth: 0 })
    } catch {
      // Created by a concurrent request between our update and create: update that row instead.
      await this.payload.update({
        collection: 'auth-attempts',
        where: { key: { equals: key } },
        data,
        depth: 0,
      })
    }
  }

  async clear(key: string): Promise<void> {
    await this.payload.delete({ collection: 'auth-attempts', where: { key: { equals: key } } })
  }
}
