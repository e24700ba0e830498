import { randomBytes, scryptSync } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import {
  countAttempt,
  countFailure,
  HOTEL_LOCKOUT_POLICY,
  ADDRESS_FAILURE_LIMIT,
  HUB_LOCKOUT_POLICY,
  LOGIN_RATE_LIMIT,
  type AttemptCounter,
} from '@/features/identity/domain/lockout'
import { AttemptsRepository } from '@/platform/security/attempts-repository'
import { hashPassword, passwordHashParams, verifyPassword } from '@/features/identity/server/crypto'
import { MembersRepository } from '@/features/identity/server/members-repository'
import { getEnv } from '@/platform/config/env'
import * as routes from '@/features/identity/server/routes'
import { solveCaptchaForTest } from './captcha-test-kit'

import { ApiClient } from '../int/support/api-client'

/**
 * Login attempt counters under real concurrency, shared by the SQLite (tests/int) and PostgreSQL
 * (tests/pg) suites. Parallel requests go through the route handlers into the database, where
 * their statements interleave: a read-decide-write sequence let 20 parallel failures all read
 * "no failure yet" and store one (issue 9).
 */

export const PASSWORD = 'Roulette-Noire-2026'
// Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
const run = String(Date.now() % 1_000_000).padStart(6, '0')
export const uniqueEmail = (name: string) => `${name}-${run}@example.com`

let passwordHash: string | undefined

export async function createActiveMember(payload: Payload, email: string) {
  passwordHash ??= await hashPassword(PASSWORD)
  return payload.create({
    collection: 'members',
    data: {
      email,
      passwordHash,
      state: 'Active',
      emailVerified: true,
      firstname: 'Inès',
      lastname: 'Garnier',
      locale: 'fr',
    },
  })
}

function login(email: string, password: string, ip: string) {
  return new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login?lang=en', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  })
}

export async function checkParallelFailuresBlock(payload: Payload) {
  const email = uniqueEmail('parallel')
  await createActiveMember(payload, email)
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => login(email, 'Wrong-Password-1', '198.51.100.20')),
  )
  const codes = answers.map((answer) => answer.body.code as string)
  // The lockout counts every failure: 4 wrong-password answers, then the account is blocked.
  expect(codes.filter((code) => code === '0090')).toHaveLength(4)
  expect(codes.filter((code) => code === 'blocked').length).toBeGreaterThanOrEqual(1)
  expect(codes.every((code) => ['0090', 'blocked', 'tooManyAttempts'].includes(code))).toBe(true)
  const lock = await new AttemptsRepository(payload).read(`lock:login:${email}`)
  expect(lock.hits).toBe(HUB_LOCKOUT_POLICY.maxConsecutiveFailures)
  expect(lock.blockedUntil).toBeGreaterThan(Date.now() + 3 * 60_000)
  // And the right password is refused until the block ends.
  const right = await login(email, PASSWORD, '198.51.100.21')
  expect(right.status).toBe(423)
}

function hotelLogin(email: string, password: string, ip: string) {
  return new ApiClient().call(routes.hotelLoginRoute, 'POST', '/api/epc/auth/hotel-login?lang=fr', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  })
}

/**
 * ADR 0052: the hotel programme's login blocks for 1 hour after 3 failures (hotel.0072), on the
 * account's one counter in the database: the block refuses the hub's login too, and one set at
 * the hub's login refuses the hotel's.
 */
export async function checkHotelDoorLockout(payload: Payload) {
  const email = uniqueEmail('hotel-door')
  await createActiveMember(payload, email)
  const answers = []
  for (let attempt = 0; attempt < 3; attempt++) {
    answers.push(await hotelLogin(email, 'Wrong-Password-1', '198.51.100.60'))
  }
  expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
    [401, '0090'],
    [401, '0090'],
    [423, '0072'],
  ])
  expect(answers[2]!.body.message).toBe(
    'Votre compte est bloqué après 3 échecs de connexion. Veuillez réessayer dans 1 heure.',
  )
  // Stored in the database (it survives a restart), for an hour.
  const lock = await new AttemptsRepository(payload).read(`lock:login:${email}`)
  expect(lock.hits).toBe(HOTEL_LOCKOUT_POLICY.maxConsecutiveFailures)
  expect(lock.blockedUntil).toBeGreaterThan(Date.now() + 59 * 60_000)
  // The right password is refused at both doors while the block lasts.
  const hotel = await hotelLogin(email, PASSWORD, '198.51.100.61')
  expect([hotel.status, hotel.body.code]).toEqual([423, '0072'])
  // At the hub's door, the message is the hour's, not the hub's "4 minutes".
  const hub = await login(email, PASSWORD, '198.51.100.62')
  expect([hub.status, hub.body.code]).toEqual([423, '0072'])

  // A block set at the hub's door (5 failures) refuses the hotel's door too.
  const other = uniqueEmail('hub-door')
  await createActiveMember(payload, other)
  for (let attempt = 0; attempt < 5; attempt++) {
    await login(other, 'Wrong-Password-1', '198.51.100.63')
  }
  const refused = await hotelLogin(other, PASSWORD, '198.51.100.64')
  expect([refused.status, refused.body.code]).toEqual([423, '0072'])
  // And a member who is not blocked gets in at the hotel's door with the same account.
  const third = uniqueEmail('hotel-ok')
  await createActiveMember(payload, third)
  expect((await hotelLogin(third, PASSWORD, '198.51.100.65')).status).toBe(200)
}

export async function checkParallelAttemptsAreCounted(payload: Payload) {
  const email = uniqueEmail('burst')
  await createActiveMember(payload, email)
  const address = '198.51.100.30'
  const key = `rate:login:${email}|${address}`
  const repository = new AttemptsRepository(payload)
  // 15 parallel attempts on the account from one address: each one counted, none lost.
  const now = Date.now()
  const counters = await Promise.all(
    Array.from({ length: 15 }, () => repository.countAttempt(key, now, LOGIN_RATE_LIMIT)),
  )
  expect(counters.map((counter) => counter.hits).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 15 }, (_, index) => index + 1),
  )
  expect((await repository.read(key)).hits).toBe(15)
  // Over the limit, even the right password waits from that address, with a clear code…
  const limited = await login(email, PASSWORD, address)
  expect(limited.status).toBe(429)
  expect(limited.body.code).toBe('tooManyAttempts')
  // …while the same account from another address is not limited by these.
  expect((await login(email, PASSWORD, '198.51.100.31')).status).toBe(200)
}

export async function checkSuccessfulLoginsAreNeverLimited(payload: Payload) {
  const email = uniqueEmail('regular')
  await createActiveMember(payload, email)
  const address = '198.51.100.40'
  // A member who logs in again and again from one terminal (more than the limit of attempts):
  // a correct password forgets the address's attempts, so none is refused.
  for (let time = 1; time <= LOGIN_RATE_LIMIT.maxAttempts + 3; time++) {
    const answer = await login(email, PASSWORD, address)
    expect({ time, status: answer.status }).toEqual({ time, status: 200 })
  }
  // A wrong password in between is still counted, and the next correct one clears it again.
  expect((await login(email, 'Wrong-Password-1', address)).body.code).toBe('0090')
  expect((await new AttemptsRepository(payload).read(`rate:login:${email}|${address}`)).hits).toBe(
    1,
  )
  expect((await login(email, PASSWORD, address)).status).toBe(200)
  expect((await new AttemptsRepository(payload).read(`rate:login:${email}|${address}`)).hits).toBe(
    0,
  )
}

function cardLogin(cardNumber: string, ip: string, lang: 'fr' | 'en' = 'en') {
  return new ApiClient().call(
    routes.cardLoginRoute,
    'POST',
    `/api/epc/auth/login-card?lang=${lang}`,
    {
      body: { cardNumber, birthdate: '1970-01-01' },
      headers: { 'x-forwarded-for': ip },
    },
  )
}

/**
 * Spraying: many accounts tried from one address. Past ADDRESS_FAILURE_LIMIT failures the
 * address must pass the captcha (429 with Retry-After, in the caller's language); a member at the
 * same casino's address still gets in with the captcha their browser solves; other addresses are
 * untouched (ADR 0017).
 */
export async function checkSprayingFromOneAddressAsksForTheCaptcha(payload: Payload) {
  const kiosk = '203.0.113.7'
  const limit = ADDRESS_FAILURE_LIMIT.maxAttempts
  const codes: string[] = []
  for (let account = 0; account < 100; account++) {
    const answer = await login(uniqueEmail(`spray-${account}`), 'Wrong-Password-1', kiosk)
    codes.push(answer.body.code as string)
    if (account === limit) {
      expect(answer.status).toBe(429)
      expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(answer.body.message).toMatch(/Too many failed logins from this network/)
      expect(answer.body.params).toMatchObject({ captchaRequired: 1 })
    }
  }
  expect(codes.slice(0, limit)).toEqual(Array(limit).fill('0090'))
  expect(codes.slice(limit)).toEqual(Array(100 - limit).fill('tooManyFailures'))
  // Counted once per failure, never per refused attempt.
  expect((await new AttemptsRepository(payload).read(`fail-addr:${kiosk}`)).hits).toBe(limit)

  // A member's right password from that network: asked for the captcha (in French here)…
  const email = uniqueEmail('spray-member')
  await createActiveMember(payload, email)
  const asked = await new ApiClient().call(
    routes.loginRoute,
    'POST',
    '/api/epc/auth/login?lang=fr',
    {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': kiosk },
    },
  )
  expect(asked.status).toBe(429)
  expect(asked.body.message).toMatch(/Trop de connexions échouées depuis ce réseau/)
  // …a forged answer to it is refused…
  const forged = await new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
    body: { email, password: PASSWORD, captcha: 'bm90IGEgc29sdXRpb24=' },
    headers: { 'x-forwarded-for': kiosk },
  })
  expect(forged.status).toBe(400)
  // …and with the captcha solved the member is in.
  const solved = await new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
    body: { email, password: PASSWORD, captcha: await solveCaptchaForTest() },
    headers: { 'x-forwarded-for': kiosk },
  })
  expect(solved.status).toBe(200)
  // Another network is not concerned.
  expect((await login(email, PASSWORD, '203.0.113.8')).status).toBe(200)

  // Card numbers tried one after another from one address: the same limit.
  const cardKiosk = '203.0.113.9'
  const cardCodes: string[] = []
  for (let card = 0; card < 60; card++) {
    cardCodes.push((await cardLogin(`71${String(card).padStart(8, '0')}`, cardKiosk)).body.code)
  }
  expect(cardCodes.slice(0, limit)).toEqual(Array(limit).fill('cardNotFound'))
  expect(cardCodes.slice(limit)).toEqual(Array(60 - limit).fill('tooManyFailures'))
}

export async function checkMailRequestsAreCounted(payload: Payload) {
  const email = uniqueEmail('forgot')
  await createActiveMember(payload, email)
  await Promise.all(
    Array.from({ length: 10 }, () =>
      new ApiClient().call(routes.forgotPasswordRoute, 'POST', '/api/epc/auth/forgot-password', {
        body: { email },
      }),
    ),
  )
  const mails = await payload.count({
    collection: 'outbox',
    where: { and: [{ to: { equals: email } }, { kind: { equals: 'member.passwordReset' } }] },
  })
  expect(mails.totalDocs).toBe(3)
}

const MINUTE = 60_000
const t0 = Date.parse('2026-06-15T10:00:00.000Z')
const counter = (hits: number, started: number | null, blocked: number | null): AttemptCounter => ({
  hits,
  windowStartedAt: started,
  blockedUntil: blocked,
})

/** Stored states × instants: the SQL statements must give what the domain rules give. */
const cases: [string, AttemptCounter | null, number][] = [
  ['no row yet', null, t0],
  ['inside the window', counter(2, t0, null), t0 + MINUTE],
  ['one short of the limit', counter(4, t0, null), t0 + 2 * MINUTE],
  ['window over', counter(4, t0, null), t0 + 15 * MINUTE],
  ['exactly at the window end', counter(3, t0, null), t0 + 15 * MINUTE],
  ['a millisecond before the end', counter(3, t0, null), t0 + 15 * MINUTE - 1],
  ['blocked', counter(5, t0, t0 + 4 * MINUTE), t0 + MINUTE],
  ['block over', counter(5, t0, t0 + 4 * MINUTE), t0 + 5 * MINUTE],
  ['block ends now', counter(5, t0, t0 + 4 * MINUTE), t0 + 4 * MINUTE],
  ['far above the rate limit', counter(57, t0, null), t0 + 3 * MINUTE],
]

export async function checkStatementsMatchDomain(payload: Payload) {
  const repository = new AttemptsRepository(payload)
  for (const [label, initial, now] of cases) {
    for (const operation of ['attempt', 'failure', 'hotel failure'] as const) {
      const key = `test:${run}:${label}:${operation}`
      if (initial) {
        await payload.create({
          collection: 'auth-attempts',
          data: {
            key,
            hits: initial.hits,
            windowStartedAt: initial.windowStartedAt
              ? new Date(initial.windowStartedAt).toISOString()
              : null,
            blockedUntil: initial.blockedUntil
              ? new Date(initial.blockedUntil).toISOString()
              : null,
          },
        })
      }
      const start = initial ?? counter(0, null, null)
      const [stored, expected] =
        operation === 'attempt'
          ? [
              await repository.countAttempt(key, now, LOGIN_RATE_LIMIT),
              countAttempt(start, now, LOGIN_RATE_LIMIT),
            ]
          : operation === 'failure'
            ? [
                await repository.countFailure(key, now, HUB_LOCKOUT_POLICY),
                countFailure(start, now, HUB_LOCKOUT_POLICY),
              ]
            : [
                await repository.countFailure(key, now, HOTEL_LOCKOUT_POLICY),
                countFailure(start, now, HOTEL_LOCKOUT_POLICY),
              ]
      expect({ label, operation, ...stored }).toEqual({ label, operation, ...expected })
      expect(await repository.read(key)).toEqual(stored)
    }
  }
}

/** A password's hash in the stored format, made with the given scrypt parameters. */
function hashWithParams(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N, r, p })
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * A hash made with other parameters than today's (an older or lower cost) is made again at the
 * next successful login, once even when logins come together; a wrong password changes nothing,
 * and a password changed meanwhile is never overwritten by the upgrade.
 */
export async function checkOldHashesAreUpgradedAtLogin(payload: Payload) {
  const email = uniqueEmail('rehash')
  const current = passwordHashParams(getEnv())
  const old = hashWithParams(PASSWORD, current.N * 2, current.r, 1)
  const member = await createActiveMember(payload, email)
  const members = new MembersRepository(payload)
  expect(await members.replacePasswordHash(member.id, passwordHash!, old)).toBe(true)
  const stored = async () => (await members.findWithSecretById(member.id))!.passwordHash!

  expect((await login(email, 'Wrong-Password-1', '198.51.100.60')).status).toBe(401)
  expect(await stored()).toBe(old)

  const answers = await Promise.all(
    Array.from({ length: 4 }, (_, index) => login(email, PASSWORD, `198.51.100.${61 + index}`)),
  )
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
  const upgraded = await stored()
  expect(upgraded.split('$').slice(0, 4)).toEqual([
    'scrypt',
    ...[current.N, current.r, current.p].map(String),
  ])
  expect(await verifyPassword(PASSWORD, upgraded)).toBe(true)
  expect((await login(email, PASSWORD, '198.51.100.66')).status).toBe(200)
  expect(await stored()).toBe(upgraded)

  // An upgrade computed from a hash that is no longer stored (the password changed) is dropped.
  expect(await members.replacePasswordHash(member.id, old, await hashPassword('Other-2026!'))).toBe(
    false,
  )
  expect(await stored()).toBe(upgraded)
}
