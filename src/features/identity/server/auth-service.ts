import { randomUUID } from 'node:crypto'

import type { Member } from '@/payload-types'
import { getMetrics } from '@/platform/observability/metrics'

import { IdentityError } from '../domain/error-codes'
import {
  ADDRESS_FAILURE_LIMIT,
  countRemainingMinutes,
  decideAddressFailures,
  decideLoginAttempt,
  decideRateLimit,
  EMPTY_COUNTER,
  getLockoutStatus,
  HOTEL_LOCKOUT_POLICY,
  HUB_LOCKOUT_POLICY,
  LOGIN_RATE_LIMIT,
  MAIL_REQUEST_RATE_LIMIT,
  type AttemptCounter,
  type LoginRefusal,
} from '../domain/lockout'
import { validateCardLogin, validateEmailLogin } from '../domain/member-forms'
import { isSuspended, needsEmailActivation } from '../domain/member-state'
import { decideRefresh, startRefreshFamily, toRefreshErrorCode } from '../domain/refresh-tokens'
import { AttemptsRepository } from '@/platform/security/attempts-repository'
import { FormValidationError, type IdentityContext } from './context'
import {
  deriveSuccessorToken,
  generateToken,
  hashPassword,
  hashToken,
  needsRehash,
  verifyPassword,
} from './crypto'
import { toIdClaims } from './member-dto'
import { MembersRepository } from './members-repository'
import { forgetMemberSessions, forgetSession } from './session-liveness'
import { SessionsRepository } from './sessions-repository'
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

/** The lockout counter of an account, and its attempts from one client address. */
const lockoutKey = (identifierKey: string) => `lock:${identifierKey}`
/** Which failure counted the block: one per block, whatever the failures in flight. */
const lockoutNoticeKey = (identifierKey: string) => `lock-noted:${identifierKey}`
const attemptsKey = (ctx: IdentityContext, identifierKey: string) =>
  `rate:${identifierKey}|${ctx.ip ?? 'unknown'}`
/** Failed logins from one address, every account together (null: an address we cannot tell). */
const addressFailuresKey = (ctx: IdentityContext) => (ctx.ip ? `fail-addr:${ctx.ip}` : null)

function refuse(refusal: LoginRefusal): never {
  throw new IdentityError(refusal.code, {
    params: {
      minutes: countRemainingMinutes(refusal.retryAfterMs),
      retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000),
      ...(refusal.code === 'login.tooManyFailures' ? { captchaRequired: 1 } : {}),
    },
  })
}

/**
 * Which login door the member used (ADR 0052): the casino hub's (5 failures → 4 minutes) or the
 * hotel programme's (3 failures → 1 hour, hotel.0072). Both count on the account's one lockout
 * counter, so a block set at either door refuses both.
 */
export type LoginDoor = 'hub' | 'hotel'

const lockoutPolicies = { hub: HUB_LOCKOUT_POLICY, hotel: HOTEL_LOCKOUT_POLICY } as const

/**
 * The policy whose message tells the truth at this door: its own, unless the account is blocked
 * for longer than this door blocks (the hotel door's hour seen at the hub's door), then the
 * hotel's ("retry in 1 hour", hotel.0072) rather than the hub's "4 minutes".
 */
function lockoutPolicyAt(door: LoginDoor, lockout: AttemptCounter, now: number) {
  const own = lockoutPolicies[door]
  const status = getLockoutStatus(lockout, now)
  return status.blocked && status.remainingMs > own.blockMs ? HOTEL_LOCKOUT_POLICY : own
}

/** How a login request came: whether it passed the captcha (checked by the route), and where. */
export type LoginOptions = { passedCaptcha?: boolean; door?: LoginDoor }

/**
 * Lockout and rate limits before a credential is even looked at (see domain/lockout.ts). The
 * attempt is counted first, atomically, and the decision is made on what the database answered.
 */
async function admitAttempt(
  ctx: IdentityContext,
  identifierKey: string,
  options: LoginOptions = {},
): Promise<void> {
  const repository = new AttemptsRepository(ctx.payload)
  const addressKey = addressFailuresKey(ctx)
  if (addressKey) {
    const failures = await repository.read(addressKey)
    const refusal = decideAddressFailures(failures, ctx.now, options.passedCaptcha === true)
    if (refusal) refuse(refusal)
  }
  const lockout = await repository.read(lockoutKey(identifierKey))
  const policies = {
    lockout: lockoutPolicyAt(options.door ?? 'hub', lockout, ctx.now),
    rate: LOGIN_RATE_LIMIT,
  }
  const blocked = decideLoginAttempt({ lockout, attempts: EMPTY_COUNTER }, ctx.now, policies)
  if (blocked) refuse(blocked)
  const attempts = await repository.countAttempt(
    attemptsKey(ctx, identifierKey),
    ctx.now,
    LOGIN_RATE_LIMIT,
  )
  const refusal = decideLoginAttempt({ lockout, attempts }, ctx.now, policies)
  if (refusal) refuse(refusal)
}

async function recordFailure(
  ctx: IdentityContext,
  identifierKey: string,
  wrongCredentialCode: 'hotel.0090' | 'login.invalidBirthdate',
  door: LoginDoor = 'hub',
): Promise<never> {
  const policy = lockoutPolicies[door]
  const addressKey = addressFailuresKey(ctx)
  if (addressKey) {
    await new AttemptsRepository(ctx.payload).countAttempt(
      addressKey,
      ctx.now,
      ADDRESS_FAILURE_LIMIT,
    )
  }
  const counter = await new AttemptsRepository(ctx.payload).countFailure(
    lockoutKey(identifierKey),
    ctx.now,
    policy,
  )
  const status = getLockoutStatus(counter, ctx.now)
  const metrics = getMetrics()
  metrics.loginFailures.inc({ door })
  if (status.blocked) {
    // Blocked: by this failure, or by a parallel one whose attempt was admitted before the block.
    // The block is counted once: by the first failure to note it, atomically, in its window.
    const noted = await new AttemptsRepository(ctx.payload).countAttempt(
      lockoutNoticeKey(identifierKey),
      ctx.now,
      { maxAttempts: 1, windowMs: policy.blockMs },
    )
    if (noted.hits === 1) metrics.lockouts.inc({ door })
    throw new IdentityError(policy.blockedCode, {
      params: { minutes: countRemainingMinutes(status.remainingMs) },
    })
  }
  throw new IdentityError(wrongCredentialCode)
}

/** A correct credential, a password reset or a staff unlock ends the account's lockout. */
export async function clearLockout(ctx: Pick<IdentityContext, 'payload'>, identifierKey: string) {
  const repository = new AttemptsRepository(ctx.payload)
  await repository.clear(lockoutKey(identifierKey))
  await repository.clear(lockoutNoticeKey(identifierKey))
}

/**
 * A correct credential ends the lockout and forgets this address's attempts on the account: the
 * limit slows down guessing, so a member who logs in and out again (a shared casino terminal, a
 * phone and a laptop behind one box) is never refused for having succeeded before.
 */
async function forgetAttempts(ctx: IdentityContext, identifierKey: string) {
  const repository = new AttemptsRepository(ctx.payload)
  await repository.clear(lockoutKey(identifierKey))
  await repository.clear(lockoutNoticeKey(identifierKey))
  await repository.clear(attemptsKey(ctx, identifierKey))
}

/** Mail requests per address (3 an hour): true when this one may send. */
export async function admitMailRequest(ctx: IdentityContext, key: string): Promise<boolean> {
  const counter = await new AttemptsRepository(ctx.payload).countAttempt(
    `mail:${key}`,
    ctx.now,
    MAIL_REQUEST_RATE_LIMIT,
  )
  return decideRateLimit(counter, ctx.now, MAIL_REQUEST_RATE_LIMIT).allowed
}

export const loginKey = (email: string) => `login:${email}`
const cardKey = (cardNumber: string) => `card:${cardNumber}`

/**
 * Login by email and password: at the hub's door 5 failures block for 4 minutes; at the hotel
 * programme's door 3 failures block for 1 hour (options.door).
 */
export async function loginWithPassword(
  ctx: IdentityContext,
  input: { email?: string | null; password?: string | null },
  options: LoginOptions = {},
): Promise<SessionTokens> {
  const form = validateEmailLogin(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const { email, password } = form.value
  const key = loginKey(email)
  await admitAttempt(ctx, key, options)
  const members = new MembersRepository(ctx.payload)
  const member = await members.findWithSecretByEmail(email)
  const passwordOk = await verifyPassword(password, member?.passwordHash)
  if (!member || !passwordOk) return recordFailure(ctx, key, 'hotel.0090', options.door)
  await forgetAttempts(ctx, key)
  const { passwordHash: storedHash, ...publicMember } = member
  // A hash made with other parameters (older, or raised since: crypto.ts) is made again with
  // today's, now that the password is known. Two logins at once store one of them.
  if (storedHash && needsRehash(storedHash)) {
    await members.replacePasswordHash(member.id, storedHash, await hashPassword(password))
  }
  if (isSuspended(publicMember)) throw new IdentityError('session.suspended')
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
  options: LoginOptions = {},
): Promise<SessionTokens> {
  const form = validateCardLogin(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const key = cardKey(form.value.cardNumber)
  await admitAttempt(ctx, key, options)
  const member = await new MembersRepository(ctx.payload).findByCardNumber(form.value.cardNumber)
  if (!member || member.state !== 'Active') {
    await recordFailure(ctx, key, 'login.invalidBirthdate').catch((error: unknown) => {
      if (error instanceof IdentityError && error.code === 'hub.blocked') throw error
    })
    throw new IdentityError('login.cardNotFound')
  }
  if (member.birthdate !== form.value.birthdate)
    return recordFailure(ctx, key, 'login.invalidBirthdate')
  await forgetAttempts(ctx, key)
  if (isSuspended(member)) throw new IdentityError('session.suspended')
  return startSession(ctx, member, { viaCard: true })
}

/**
 * Silent refresh: rotates the refresh token (one use each, ADR 0010). The successor's value is
 * derived from the presented token, so concurrent refreshes of one token by the same client get
 * the same successor and one stored row: never a second live session. Any other second use of an
 * exchanged token revokes the whole family.
 */
export async function refreshSession(
  ctx: IdentityContext,
  refreshToken: string | undefined,
): Promise<SessionTokens> {
  if (!refreshToken) throw new IdentityError('session.unauthenticated')
  const sessions = new SessionsRepository(ctx.payload)
  const hash = hashToken(refreshToken)
  const successorToken = deriveSuccessorToken(refreshToken)
  const successorHash = hashToken(successorToken)
  const decide = async () => {
    const record = await sessions.findByHash(hash)
    const successor = record?.usedAt ? await sessions.findByHash(successorHash) : null
    // The client that made the exchange (or, until its successor is stored, the token's holder).
    const exchangedBy = successor ? successor.userAgent : (record?.userAgent ?? null)
    const isSameClient = exchangedBy === (ctx.userAgent?.slice(0, 300) ?? null)
    return { record, decision: decideRefresh(record, ctx.now, { isSameClient, successor }) }
  }
  let { record, decision } = await decide()
  if (decision.outcome === 'rotate' && decision.markUsed && record) {
    // One request wins the exchange; the others decide again on what is stored now.
    if (!(await sessions.claim(record.id, ctx.now))) ({ record, decision } = await decide())
  }
  if (decision.outcome === 'reuse-detected') {
    await sessions.revokeFamily(decision.revokeFamily.familyId, ctx.now)
    if (record) await forgetSession(record.memberId, record.familyId)
  }
  if (decision.outcome !== 'rotate' || !record) {
    throw new IdentityError(
      toRefreshErrorCode(decision.outcome === 'rotate' ? 'unknown' : decision.outcome),
    )
  }
  const member = await new MembersRepository(ctx.payload).findById(record.memberId)
  if (!member || isSuspended(member)) {
    await sessions.revokeFamily(record.familyId, ctx.now)
    await forgetSession(record.memberId, record.familyId)
    throw new IdentityError('session.unauthenticated')
  }
  await sessions.insertIfAbsent(member.id, successorHash, decision.child, {
    viaCard: record.viaCard,
    userAgent: ctx.userAgent,
  })
  return {
    ...(await signTokens(member, record.familyId)),
    refreshToken: successorToken,
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
  if (!record) return
  await sessions.revokeFamily(record.familyId, ctx.now)
  await forgetSession(record.memberId, record.familyId)
}

/** 'Logout by card' on a shared kiosk: ends every card session of that card. */
export async function logoutByCard(
  ctx: IdentityContext,
  input: { cardNumber?: string | null; birthdate?: string | null },
): Promise<{ endedSessions: number }> {
  const form = validateCardLogin(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const key = cardKey(form.value.cardNumber)
  await admitAttempt(ctx, key)
  const member = await new MembersRepository(ctx.payload).findByCardNumber(form.value.cardNumber)
  if (!member || member.birthdate !== form.value.birthdate) {
    return recordFailure(ctx, key, 'login.invalidBirthdate')
  }
  const endedSessions = await new SessionsRepository(ctx.payload).revokeMember(member.id, ctx.now, {
    onlyViaCard: true,
  })
  await forgetMemberSessions(member.id)
  return { endedSessions }
}

/** Re-sends the activation link, at most 3 times an hour per address (spec 0026). */
export async function resendActivationIfAllowed(
  ctx: IdentityContext,
  member: Pick<Member, 'id' | 'email' | 'firstname' | 'locale' | 'emailVerified'>,
): Promise<void> {
  if (!(await admitMailRequest(ctx, `activation:${member.email}`))) return
  const token = await issueEmailToken(ctx, member.id, 'activation')
  await sendActivationMail(ctx, member, token)
}
