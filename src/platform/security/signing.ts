import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Signing, written once (issue 21): every link, token or message the site signs takes a key of
 * its own, derived from the site secret for one purpose (HKDF-SHA256, so no new secret to
 * configure and no key serving two purposes), and an HMAC-SHA256 under it, checked in constant
 * time. Each caller keeps its own wire format (binary links, base64url tokens, `t=…,v1=…` headers).
 */

/** The 32-byte key for one purpose: `salt` names the area, `info` the use and its version. */
export function deriveKey(secret: string, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32))
}

/** HMAC-SHA256 of `data` under `key`, cut to its first `bytes` bytes when given. */
export function hmac(key: Buffer | string, data: string | Buffer, bytes?: number): Buffer {
  const digest = createHmac('sha256', key).update(data).digest()
  return bytes === undefined ? digest : digest.subarray(0, bytes)
}

/** Whether two byte strings are equal, in time independent of their content. */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether `given` is the (cut) HMAC of `data` under `key`, in constant time. */
export function verifyHmac(
  key: Buffer | string,
  data: string | Buffer,
  given: Buffer,
  bytes?: number,
): boolean {
  return sameBytes(given, hmac(key, data, bytes))
}
