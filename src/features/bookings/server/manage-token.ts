import { getEnv } from '@/platform/config/env'
import { deriveKey, hmac, verifyHmac } from '@/platform/security/signing'

import type { BookingKind } from './bookings-repository'

/**
 * The private link of a booking (view, calendar file, cancel): the booking's kind, id and an expiry,
 * signed with a key derived from the Payload secret. Nothing is stored: a link cannot be guessed
 * from a booking's id or reference, any change to it breaks the signature, and it stops working
 * some time after the booking is over. Binary and base64url (35 characters, no dot), so it fits a
 * URL path segment that the locale proxy treats as a page.
 *
 * Layout: version (1 byte) · kind (1) · id (uint32) · expiry in minutes since 1970 (uint32) ·
 * HMAC-SHA256 of those 10 bytes, first 16 bytes.
 */

const VERSION = 1
const BODY_BYTES = 10
const MAC_BYTES = 16
const KINDS: Record<BookingKind, number> = { table: 1, room: 2 }

export type ManageTokenClaims = { kind: BookingKind; id: number; expiresAt: Date }

export type ManageTokenCheck =
  { ok: true; claims: ManageTokenClaims } | { ok: false; code: 'invalidToken' | 'expiredToken' }

const keyOf = (secret: string) => deriveKey(secret, 'atout-bookings', 'manage-link-v1')

export function signManageToken(
  claims: ManageTokenClaims,
  secret: string = getEnv().PAYLOAD_SECRET,
): string {
  const body = Buffer.alloc(BODY_BYTES)
  body.writeUInt8(VERSION, 0)
  body.writeUInt8(KINDS[claims.kind], 1)
  body.writeUInt32BE(claims.id, 2)
  body.writeUInt32BE(Math.ceil(claims.expiresAt.getTime() / 60_000), 6)
  return Buffer.concat([body, hmac(keyOf(secret), body, MAC_BYTES)]).toString('base64url')
}

/** The claims of a genuine, unexpired link; 'invalidToken' for anything forged or damaged. */
export function verifyManageToken(
  token: string,
  now: Date,
  secret: string = getEnv().PAYLOAD_SECRET,
): ManageTokenCheck {
  if (!/^[A-Za-z0-9_-]{35}$/.test(token)) return { ok: false, code: 'invalidToken' }
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== BODY_BYTES + MAC_BYTES) return { ok: false, code: 'invalidToken' }
  // 26 bytes leave 2 spare bits in the last character: only the one spelling we sign is a link,
  // so a changed last character never opens the booking.
  if (bytes.toString('base64url') !== token) return { ok: false, code: 'invalidToken' }
  const body = bytes.subarray(0, BODY_BYTES)
  if (!verifyHmac(keyOf(secret), body, bytes.subarray(BODY_BYTES), MAC_BYTES)) {
    return { ok: false, code: 'invalidToken' }
  }
  const kind = (Object.keys(KINDS) as BookingKind[]).find((key) => KINDS[key] === body[1])
  if (body[0] !== VERSION || !kind) return { ok: false, code: 'invalidToken' }
  const expiresAt = new Date(body.readUInt32BE(6) * 60_000)
  if (now >= expiresAt) return { ok: false, code: 'expiredToken' }
  return { ok: true, claims: { kind, id: body.readUInt32BE(2), expiresAt } }
}

/** How long a link keeps working after the booking is over: time to look at it again. */
export const MANAGE_LINK_AFTER_MS = 30 * 86_400_000
