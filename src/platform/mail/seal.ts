import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

import { deriveKey } from '../security/signing'

/**
 * Authenticated encryption (AES-256-GCM) of a mail waiting in the outbox, under a key derived
 * from the Payload secret: the stored row shows staff a redacted copy, and only the delivery job
 * can read the links it carries. Format: base64url(iv).base64url(tag).base64url(ciphertext).
 */
function sealKey(secret: string): Buffer {
  return deriveKey(secret, 'atout-outbox', 'mail-seal-v1')
}

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The sealed text, or null when it was sealed with another key or altered. */
export function unseal(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
