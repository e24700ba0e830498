import { jwtVerify, SignJWT } from 'jose'

import { getEnv } from '@/platform/config/env'

import { getKeyRing, JWT_ALG } from './keys'
import { isSessionAlive, readSessionsThroughPayload, type SessionSource } from './session-liveness'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const AUDIENCE = 'atout-members'

export type AccessClaims = { memberId: number; sessionFamily: string }

/** What the header and guards need to know about a member without touching the database. */
export type IdClaims = {
  memberId: number
  email: string
  firstname: string
  lastname: string
  locale: string
  state: string
  emailVerified: boolean
  acceptCgu: boolean
  termsVersion: string | null
  isEmployee: boolean
}

async function sign(claims: Record<string, unknown>, subject: string, ttlSeconds: number) {
  const { signing } = await getKeyRing()
  return new SignJWT(claims)
    .setProtectedHeader({ alg: JWT_ALG, kid: signing.kid, typ: 'JWT' })
    .setIssuer(getEnv().SITE_URL)
    .setAudience(AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(signing.key)
}

export function signAccessToken(claims: AccessClaims): Promise<string> {
  return sign(
    { typ: 'access', sid: claims.sessionFamily },
    String(claims.memberId),
    ACCESS_TOKEN_TTL_SECONDS,
  )
}

export function signIdToken(claims: IdClaims): Promise<string> {
  const { memberId, ...profile } = claims
  return sign({ typ: 'id', ...profile }, String(memberId), ACCESS_TOKEN_TTL_SECONDS)
}

async function verify(
  token: string | undefined,
  typ: 'access' | 'id',
): Promise<(Record<string, unknown> & { memberId: number }) | null> {
  if (!token) return null
  try {
    const { verify: keys } = await getKeyRing()
    const { payload } = await jwtVerify(token, keys, {
      issuer: getEnv().SITE_URL,
      audience: AUDIENCE,
      algorithms: [JWT_ALG],
    })
    const memberId = Number(payload.sub)
    if (payload.typ !== typ || !Number.isSafeInteger(memberId)) return null
    return { ...(payload as Record<string, unknown>), memberId }
  } catch {
    // Expired, tampered or signed with an unknown key: not a session.
    return null
  }
}

/**
 * Access tokens this process has already verified, until they expire. Checking an ES256 signature
 * costs more CPU than the rest of a GET /users/init answer, and a member's app sends the same
 * token for up to 15 minutes. Only successful checks are kept (a different string, forged or not,
 * is checked again); the oldest entry leaves first once the bound is reached.
 */
const VERIFIED_ACCESS_LIMIT = 10_000
const verifiedAccess = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()

function rememberVerified(token: string, claims: AccessClaims, expiresAtMs: number) {
  if (verifiedAccess.size >= VERIFIED_ACCESS_LIMIT) {
    const oldest = verifiedAccess.keys().next().value
    if (oldest !== undefined) verifiedAccess.delete(oldest)
  }
  verifiedAccess.set(token, { claims, expiresAtMs })
}

/**
 * Verifies an access token's signature with the in-memory public keys: no database read. Only
 * what the token says; whether its session still lives is `authenticateAccessToken`'s question.
 */
export async function verifyAccessToken(token: string | undefined): Promise<AccessClaims | null> {
  if (!token) return null
  const known = verifiedAccess.get(token)
  if (known) {
    if (Date.now() < known.expiresAtMs) return known.claims
    verifiedAccess.delete(token)
    return null
  }
  const payload = await verify(token, 'access')
  if (!payload || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null
  const claims = { memberId: payload.memberId, sessionFamily: payload.sid }
  rememberVerified(token, claims, payload.exp * 1000)
  return claims
}

export async function verifyIdToken(token: string | undefined): Promise<IdClaims | null> {
  const payload = await verify(token, 'id')
  if (!payload) return null
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    memberId: payload.memberId,
    email: text(payload.email),
    firstname: text(payload.firstname),
    lastname: text(payload.lastname),
    locale: text(payload.locale) || 'fr',
    state: text(payload.state),
    emailVerified: payload.emailVerified === true,
    acceptCgu: payload.acceptCgu === true,
    termsVersion: typeof payload.termsVersion === 'string' ? payload.termsVersion : null,
    isEmployee: payload.isEmployee === true,
  }
}

/**
 * The member behind an access token: a valid signature AND a session that is still alive (ended
 * sessions are refused within seconds on every instance; see session-liveness.ts). What every
 * member endpoint and member page uses.
 */
export async function authenticateAccessToken(
  token: string | undefined,
  sessions: SessionSource = readSessionsThroughPayload,
): Promise<AccessClaims | null> {
  const claims = await verifyAccessToken(token)
  if (!claims) return null
  return (await isSessionAlive(claims.memberId, claims.sessionFamily, sessions)) ? claims : null
}
