import { createHash, randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { getSqlDialect, runSql, sqlInstant } from '@/platform/db/sql'
import { sameBytes } from '@/platform/security/signing'

import { parseApiKey, type IntegrationScope } from '../domain'

/** How often a client's last use is written down. */
const LAST_USED_EVERY_MS = 60_000

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

function randomPrefix(): string {
  return [...randomBytes(8)].map((byte) => BASE32[byte % 32]).join('')
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** Stores a key (as its hash) for a client system; the previous one stops working. */
export async function storeApiKey(payload: Payload, clientId: number, key: string) {
  const parsed = parseApiKey(key)
  if (!parsed) throw new Error('not an integration key')
  const updated = await payload.update({
    collection: 'integration-clients',
    where: { id: { equals: clientId } },
    data: { keyPrefix: parsed.prefix, keyHash: hashKey(key) },
    depth: 0,
  })
  return updated.docs.length === 1 ? { key, prefix: parsed.prefix } : null
}

/** A new key for a client system; the previous one stops working. The key is returned once. */
export async function issueApiKey(
  payload: Payload,
  clientId: number,
): Promise<{ key: string; prefix: string } | null> {
  return storeApiKey(
    payload,
    clientId,
    `atk_${randomPrefix()}_${randomBytes(32).toString('base64url')}`,
  )
}

export type CallerCheck =
  { ok: true; client: { id: number; name: string } } | { ok: false; status: 401 | 403 }

/**
 * The client system behind a key: 401 for no key, a malformed, unknown, replaced or revoked one;
 * 403 when the key is valid but lacks the scope the endpoint needs.
 */
export async function checkApiKey(
  payload: Payload,
  key: string | null,
  scope: IntegrationScope,
  now = Date.now(),
): Promise<CallerCheck> {
  const parsed = key ? parseApiKey(key) : null
  if (!key || !parsed) return { ok: false, status: 401 }
  const found = await payload.find({
    collection: 'integration-clients',
    where: { keyPrefix: { equals: parsed.prefix } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  const client = found.docs[0]
  const stored = client?.keyHash ? Buffer.from(client.keyHash, 'hex') : null
  const given = Buffer.from(hashKey(key), 'hex')
  if (!client || !stored || !sameBytes(stored, given)) {
    return { ok: false, status: 401 }
  }
  if (client.revoked) return { ok: false, status: 401 }
  if (!(client.scopes ?? []).includes(scope)) return { ok: false, status: 403 }
  // Recorded at most once a minute: a busy client must not write on every request. One
  // conditional statement on the one column: Payload's update rewrites the whole document (its
  // scopes are deleted and inserted again), and concurrent first calls of a minute then read each
  // other's half-written scopes and failed validation (a 500 seen under a burst of calls).
  const lastUsed = client.lastUsedAt ? Date.parse(client.lastUsedAt) : 0
  if (now - lastUsed > LAST_USED_EVERY_MS) {
    const dialect = getSqlDialect(payload)
    await runSql(
      payload,
      sql`UPDATE integration_clients SET last_used_at = ${sqlInstant(dialect, now)}
          WHERE id = ${client.id}
            AND (last_used_at IS NULL OR last_used_at < ${sqlInstant(dialect, now - LAST_USED_EVERY_MS)})`,
    )
  }
  return { ok: true, client: { id: client.id, name: client.name } }
}
