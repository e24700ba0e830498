import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { sameBytes } from '@/platform/security/signing'

import { parseApiKey, type IntegrationScope } from '../domain'

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
  // Recorded at most once a minute: a busy client must not write on every request.
  const lastUsed = client.lastUsedAt ? Date.parse(client.lastUsedAt) : 0
  if (now - lastUsed > 60_000) {
    await payload.update({
      collection: 'integration-clients',
      id: client.id,
      data: { lastUsedAt: new Date(now).toISOString() },
      depth: 0,
    })
  }
  return { ok: true, client: { id: client.id, name: client.name } }
}
