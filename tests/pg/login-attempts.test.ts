import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test, vi } from 'vitest'

import {
  checkHotelDoorLockout,
  checkMailRequestsAreCounted,
  checkOldHashesAreUpgradedAtLogin,
  checkParallelAttemptsAreCounted,
  checkParallelFailuresBlock,
  checkSprayingFromOneAddressAsksForTheCaptcha,
  checkSuccessfulLoginsAreNeverLimited,
  checkStatementsMatchDomain,
} from '../support/login-attempts-scenario'
import { createPostgresPayload } from './support'

// Rate limits are per client address: read it from X-Forwarded-For, as behind the proxy.
vi.hoisted(() => {
  process.env.TRUST_PROXY = '1'
})

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('login attempt counters on PostgreSQL, under parallel requests', () => {
  test('20 parallel wrong passwords: 4 answer 0090, then the account is blocked', () =>
    checkParallelFailuresBlock(payload))
  test('15 parallel attempts from one address all count; over the limit the right password waits there only', () =>
    checkParallelAttemptsAreCounted(payload))
  test('a member logging in more often than the limit from one address is never refused', () =>
    checkSuccessfulLoginsAreNeverLimited(payload))
  test('100 e-mails or 60 cards tried from one address: past 20 failures the address must pass the captcha, with which a correct password gets in', () =>
    checkSprayingFromOneAddressAsksForTheCaptcha(payload))
  test('10 parallel forgotten-password requests send 3 mails', () =>
    checkMailRequestsAreCounted(payload))
  test('the hotel door: 3 failures block for an hour (0072), at both doors, stored in the database', () =>
    checkHotelDoorLockout(payload))
  test('the atomic statements give what the domain rules give', () =>
    checkStatementsMatchDomain(payload))
  test('a password hash made with other parameters is made again at the next login, once', () =>
    checkOldHashesAreUpgradedAtLogin(payload))
})
