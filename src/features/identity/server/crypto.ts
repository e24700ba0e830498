import { createHash, randomBytes, scrypt, type ScryptOptions } from 'node:crypto'

import { getEnv } from '@/platform/config/env'
import { deriveKey, hmac, sameBytes } from '@/platform/security/signing'

type HashParams = { readonly N: number; readonly r: number; readonly p: number }

/**
 * Password hashing with scrypt (OWASP: N=2^15, r=8, p=3 is one of the recommended settings; it
 * needs 32 MiB per hash rather than 128 MiB for N=2^17, p=1, at the same cost). The parameters are
 * stored with the hash so they can be raised later (see needsRehash).
 */
export const PASSWORD_HASH_PARAMS: HashParams = { N: 2 ** 15, r: 8, p: 3 }

/**
 * The cost where no real password is ever stored: Vitest (NODE_ENV=test) and the browser tests'
 * build (ATOUT_TEST_BUILD, never deployed). One hash at the real cost takes ~0.3 s of a core here
 * and the suites hash and check passwords hundreds of times (ADR 0072). A hash records its own
 * parameters, so a hash of either cost verifies under both.
 */
export const TEST_PASSWORD_HASH_PARAMS: HashParams = { N: 2 ** 10, r: 8, p: 1 }

/** The parameters new hashes use in this process. */
export function passwordHashParams(env: {
  NODE_ENV: string
  ATOUT_TEST_BUILD: boolean
}): HashParams {
  return env.NODE_ENV === 'test' || env.ATOUT_TEST_BUILD
    ? TEST_PASSWORD_HASH_PARAMS
    : PASSWORD_HASH_PARAMS
}

const currentParams = () => passwordHashParams(getEnv())
const keyLength = 64

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 96 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const params = currentParams()
  const key = await derive(password, salt, params)
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so response times do not reveal unknown accounts.
    await derive(password, randomBytes(16), currentParams())
    return false
  }
  const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  })
  return sameBytes(actual, expected)
}

export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split('$')
  const params = currentParams()
  return Number(N) !== params.N || Number(r) !== params.r || Number(p) !== params.p
}

/** An unguessable token for cookies and mailed links (256 bits). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored as SHA-256 digests: a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

let successorKey: { secret: string; key: Buffer } | null = null

/**
 * The refresh token that follows `token` (ADR 0010): an HMAC of it under a key derived from the
 * Payload secret, shared by every instance. Concurrent refreshes of one token therefore all get
 * the same successor, and only someone holding both the token and the server's secret can compute
 * it.
 */
export function deriveSuccessorToken(token: string): string {
  const secret = getEnv().PAYLOAD_SECRET
  if (successorKey?.secret !== secret) {
    successorKey = { secret, key: deriveKey(secret, 'atout-refresh', 'successor-v1') }
  }
  return hmac(successorKey.key, token).toString('base64url')
}
