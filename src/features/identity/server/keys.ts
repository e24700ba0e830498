import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose'

import { getEnv } from '@/platform/config/env'

export const JWT_ALG = 'ES256'

type PrivateJwk = JWK & { kid: string; d: string }

export type KeyRing = {
  signing: { kid: string; key: CryptoKey }
  publicJwks: JSONWebKeySet
  verify: ReturnType<typeof createLocalJWKSet>
}

function parseKeys(raw: string, origin: string): PrivateJwk[] {
  const parsed: unknown = JSON.parse(raw)
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new Error(`${origin}: expected a non-empty JSON array of JWKs`)
  for (const key of parsed) {
    if (!key || typeof key !== 'object' || !('kid' in key) || !('d' in key)) {
      throw new Error(`${origin}: every key needs "kid" and its private part "d"`)
    }
  }
  return parsed as PrivateJwk[]
}

async function generateKeys(): Promise<PrivateJwk[]> {
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true })
  const jwk = await exportJWK(privateKey)
  return [
    {
      ...jwk,
      kid: `atout-${new Date().toISOString().slice(0, 10)}`,
      alg: JWT_ALG,
      use: 'sig',
    } as PrivateJwk,
  ]
}

/**
 * Signing keys: from JWT_PRIVATE_KEYS (the first signs, the others still verify, which is how keys
 * are rotated), or generated on first start into the data folder. Public halves are published at
 * /.well-known/jwks.json.
 */
async function loadKeyRing(): Promise<KeyRing> {
  const env = getEnv()
  let privateKeys: PrivateJwk[]
  if (env.JWT_PRIVATE_KEYS) {
    privateKeys = parseKeys(env.JWT_PRIVATE_KEYS, 'JWT_PRIVATE_KEYS')
  } else {
    const file = path.join(env.dataDir, 'jwt-keys.json')
    if (existsSync(file)) {
      privateKeys = parseKeys(readFileSync(file, 'utf8'), file)
    } else {
      privateKeys = await generateKeys()
      mkdirSync(env.dataDir, { recursive: true })
      writeFileSync(file, JSON.stringify(privateKeys, null, 2), { mode: 0o600, flag: 'wx' })
    }
  }
  const publicJwks: JSONWebKeySet = {
    keys: privateKeys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart }) => ({
      ...publicPart,
      alg: publicPart.alg ?? JWT_ALG,
      use: 'sig',
    })),
  }
  const first = privateKeys[0]!
  const key = (await importJWK({ ...first, alg: first.alg ?? JWT_ALG }, JWT_ALG)) as CryptoKey
  return { signing: { kid: first.kid, key }, publicJwks, verify: createLocalJWKSet(publicJwks) }
}

let ring: Promise<KeyRing> | undefined

export function getKeyRing(): Promise<KeyRing> {
  ring ??= loadKeyRing().catch((error: unknown) => {
    ring = undefined
    throw error
  })
  return ring
}
