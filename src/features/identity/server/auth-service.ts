import { randomUUID } from 'node:crypto'

import type { Member } from '@/payload-types'

import { IdentityError } from '../domain/error-codes'
import {
  checkRateLimit,
  clearLockout,
  decideLoginAttempt,
  EMPTY_LOCKOUT,
  MAIL_REQUEST_RATE_LIMIT,
  recordLoginFailure,
  countRemainingMinutes,
  type LoginAttemptState,
} from '../domain/lockout'
import { validateCardLogin, validateEmailLogin } from '../domain/member-forms'
import { needsEmailActivation } from '../domain/member-state'
import { decideRefresh, startRefreshFamily, toRefreshErrorCode } from '../domain/refresh-tokens'
import { AttemptsRepository } from './attempts-repository'
import { FormValidationError, type IdentityContext } from './context'
import { generateToken, hashToken, verifyPassword } from './crypto'
import { toIdClaims } from './member-dto'
import { MembersRepository } from './members-repository'
import { SessionsRepository, type StoredRefreshToken } from './sessions-repository'
import { issueEmailToken } from './email-tokens'
import { sendActivationMail } from './mails'
import { signAccessToken, signIdToken } from './tokens'

export type SessionTokens = {
  accessToken: string
  idToken: string
  refreshToken: string
  /** Seconds the refresh cookie lives: as long as the token it carries. */
  refreshMaxAge: number
  member: Member
}

async function signTokens(member: Member, familyId: string) {
  const [accessToken, idToken] = await Promise.all([
    signAccessToken({ memberId: member.id, sessionFamily: familyId }),
    signIdToken(toIdClaims(member)),
  ])
  return { accessToken, idToken }
}

/** Starts a new login: a new refresh-token family and fresh access and id tokens. */
export async function startSession(
  ctx: IdentityContext,
  member: Member,
  options: { viaCard: boolean },
): Promise<SessionTokens> {
  const familyId = randomUUID()
  const plan = startRefreshFamily(familyId, ctx.now)
  const refreshToken = generateToken()
  await new SessionsRepository(ctx.payload).insert(member.id, hashToken(refreshToken), plan, {
    viaCard: options.viaCard,
    userAgent: ctx.userAgent,
  })
  return {
    ...(await signTokens(member, familyId)),
    refreshToken,
    refreshMaxAge: Math.floor((plan.expiresAt - ctx.now) / 1000),
    member,
  }
}

const ipKey = (ctx: IdentityContext) => (ctx.ip ? `ip:${ctx.ip}` : null)

/** Lockout and rate limits before a credential is even looked at (see domain/lockout.ts). */
async function admitAttempt(
  ctx: IdentityContext,
  identifierKey: string,
): Promise<LoginAttemptState> {
  const attempts = new AttemptsRepository(ctx.payload)
  const ipRow = ipKey(ctx)
  // Without a trusted client address there is no per-IP window (one shared bucket would let one
  // visitor lock everybody out); the per-identifier window and the lockout still apply.
  const [identifier, ip] = await Promise.all([
    attempts.load(identifierKey),
    ipRow
      ? attempts.load(ipRow)
      : Promise.resolve({ failures: [], blockedUntil: null, attempts: [] }),
  ])
  const decision = decideLoginAttempt(
    {
      lockout: { failures: identifier.failures, blockedUntil: identifier.blockedUntil },
      identifierAttempts: { attempts: identifier.attempts },
      ipAttempts: { attempts: ip.attempts },
    },
    ctx.now,
  )
  await Promise.all([
    attempts.save(identifierKey, {
      failures: decision.next.lockout.failures,
      blockedUntil: decision.next.lockout.blockedUntil,
      attempts: decision.next.identifierAttempts.attempts,
    }),
    ipRow
      ? attempts.save(ipRow, {
          failures: [],
          blockedUntil: null,
          attempts: decision.next.ipAttempts.attempts,
        })
      : Promise.resolve(),
  ])
  if (!decision.proceed) {
    throw new IdentityError(decision.code, {
      params: {
        minutes: countRemainingMinutes(decision.retryAfterMs),
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      },
    })
  }
  return decision.next
}

async function recordFailure(
  ctx: IdentityContext,
  identifierKey: string,
  state: LoginAttemptState,
  wrongCredentialCode: 'hotel.0090' | 'login.invalidBirthdate',
): Promise<never> {
  const outcome = recordLoginFailure(state.lockout, ctx.now)
  await new AttemptsRepository(ctx.payload).save(identifierKey, {
    failures: outcome.next.failures,
    blockedUntil: outcome.next.blockedUntil,
    attempts: state.identifierAttempts.attempts,
  })
  if (outcome.blocked) {
    throw new IdentityError('hub.blocked', {
      params: { minutes: countRemainingMinutes(outcome.remainingMs) },
    })
  }
  throw new IdentityError(wrongCredentialCode)
}

async function clearFailures(
  ctx: IdentityContext,
  identifierKey: string,
  state: LoginAttemptState,
) {
  const cleared = clearLockout()
  await new AttemptsRepository(ctx.payload).save(identifierKey, {
    failures: cleared.failures,
    blockedUntil: cleared.blockedUntil,
    attempts: state.identifierAttempts.attempts,
  })
}

export const loginKey = (email: string) => `login:${email}`

/** Login by email and password (hub lockout: 5 failures → blocked 4 minutes). */
export async function loginWithPassword(
  ctx: IdentityContext,
  input: { email?: string | null; password?: string | null },
): Promise<SessionTokens> {
  const form = validateEmailLogin(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const { email, password } = form.value
  const key = loginKey(email)
  const state = await admitAttempt(ctx, key)
  const members = new MembersRepository(ctx.payload)
  const member = await members.findWithSecretByEmail(email)
  const passwordOk = await verifyPassword(password, member?.passwordHash)
  if (!member || !passwordOk) return recordFailure(ctx, key, state, 'hotel.0090')
  await clearFailures(ctx, key, state)
  const { passwordHash: _secret, ...publicMember } = member
  if (needsEmailActivation(publicMember)) {
    await resendActivationIfAllowed(ctx, publicMember)
    throw new IdentityError('hotel.0026')
  }
  return startSession(ctx, publicMember, { viaCard: false })
}

/** Login at a kiosk: card number and birthdate (only for active cards). */
export async function loginWithCard(
  ctx: IdentityContext,
  input: { cardNumber?: string | null; birthdate?: string | null },
): Promise<SessionTokens> {
  const form = validateCardLogin(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const key = `card:${form.value.cardNumber}`
  const state = await admitAttempt(ctx, key)
  const member = await new MembersRepository(ctx.payload).findByCardNumber(form.value.cardNumber)
  if (!member || member.state !== 'Active') {
    await recordFailure(ctx, key, state, 'login.invalidBirthdate').catch((error: unknown) => {
      if (error instanceof IdentityError && error.code === 'hub.blocked') throw error
    })
    throw new IdentityError('login.card')
  }
  if (member.birthdate !== form.value.birthdate)
    return recordFailure(ctx, key, state, 'login.invalidBirthdate')
  await clearFailures(ctx, key, state)
  return startSession(ctx, member, { viaCard: true })
}

/**
 * Silent refresh: rotates the refresh token (one use each), reuse of an exchanged token revokes
 * the whole family. Two tabs refreshing at once both succeed (10-second grace), never both with
 * the same new token.
 */
export async function refreshSession(
  ctx: IdentityContext,
  refreshToken: string | undefined,
): Promise<SessionTokens> {
  if (!refreshToken) throw new IdentityError('session.unauthenticated')
  const sessions = new SessionsRepository(ctx.payload)
  const hash = hashToken(refreshToken)
  let record: StoredRefreshToken | null = await sessions.findByHash(hash)
  let decision = decideRefresh(record, ctx.now)
  if (decision.outcome === 'rotate' && decision.markUsed && record) {
    const won = await sessions.claim(record.id, ctx.now)
    if (!won) {
      // Another request used it a moment ago: decide again on what is stored now.
      record = await sessions.findByHash(hash)
      decision = decideRefresh(record, ctx.now)
    }
  }
  if (decision.outcome === 'reuse-detected') {
    await sessions.revokeFamily(decision.revokeFamily.familyId, ctx.now)
  }
  if (decision.outcome !== 'rotate' || !record) {
    throw new IdentityError(
      toRefreshErrorCode(decision.outcome === 'rotate' ? 'unknown' : decision.outcome),
    )
  }
  const member = await new MembersRepository(ctx.payload).findById(record.memberId)
  if (!member) {
    await sessions.revokeFamily(record.familyId, ctx.now)
    throw new IdentityError('session.unauthenticated')
  }
  const next = generateToken()
  await sessions.insert(member.id, hashToken(next), decision.child, {
    viaCard: record.viaCard,
    userAgent: ctx.userAgent,
  })
  return {
    ...(await signTokens(member, record.familyId)),
    refreshToken: next,
    refreshMaxAge: Math.floor((decision.child.expiresAt - ctx.now) / 1000),
    member,
  }
}

/** Logout on this device: the refresh family stops working at once. */
export async function logout(
  ctx: IdentityContext,
  refreshToken: string | undefined,
): Promise<void> {
  if (!refreshToken) return
  const sessions = new SessionsRepository(ctx.payload)
  const record = await sessions.findByHash(hashToken(refreshToken))
  if (record) await sessions.revokeFamily(record.familyId, ctx.now)
}

/** 'Logout by card' on a shared kiosk: ends every card session of that card. */
export async function logoutByCard(
  ctx: IdentityContext,
  input: { cardNumber?: string | null; birthdate?: string | null },
): Promise<{ endedSessions: number }> {
  const form = validateCardLogin(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const key = `card:${form.value.cardNumber}`
  const state = await admitAttempt(ctx, key)
  const member = await new MembersRepository(ctx.payload).findByCardNumber(form.value.cardNumber)
  if (!member || member.birthdate !== form.value.birthdate) {
    return recordFailure(ctx, key, state, 'login.invalidBirthdate')
  }
  const endedSessions = await new SessionsRepository(ctx.payload).revokeMember(
    member.id,
    ctx.now,
    true,
  )
  return { endedSessions }
}

/** Re-sends the activation link, at most 3 times an hour per address (spec 0026). */
export async function resendActivationIfAllowed(
  ctx: IdentityContext,
  member: Pick<Member, 'id' | 'email' | 'firstname' | 'locale' | 'emailVerified'>,
): Promise<void> {
  const attempts = new AttemptsRepository(ctx.payload)
  const key = `mail:activation:${member.email}`
  const row = await attempts.load(key)
  const decision = checkRateLimit({ attempts: row.attempts }, ctx.now, MAIL_REQUEST_RATE_LIMIT)
  await attempts.save(key, { ...EMPTY_LOCKOUT, attempts: decision.next.attempts })
  if (!decision.allowed) return
  const token = await issueEmailToken(ctx, member.id, 'activation')
  await sendActivationMail(ctx, member, token)
}
