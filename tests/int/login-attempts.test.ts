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
import { createTestPayload, type TestPayload } from './support/payload'

// Rate limits are per client address: read it from X-Forwarded-For, as behind the proxy.
vi.hoisted(() => {
  process.env.TRUST_PROXY = '1'
})

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('login attempt counters on SQLite, under parallel requests', () => {
  test('20 parallel wrong passwords: 4 answer 0090, then the account is blocked', () =>
    checkParallelFailuresBlock(ctx.payload))
  test('15 parallel attempts from one address all count; over the limit the right password waits there only', () =>
    checkParallelAttemptsAreCounted(ctx.payload))
  test('a member logging in more often than the limit from one address is never refused', () =>
    checkSuccessfulLoginsAreNeverLimited(ctx.payload))
  test('100 e-mails or 60 cards tried from one address: past 20 failures the address must pass the captcha, with which a correct password gets in', () =>
    checkSprayingFromOneAddressAsksForTheCaptcha(ctx.payload))
  test('10 parallel forgotten-password requests send 3 mails', () =>
    checkMailRequestsAreCounted(ctx.payload))
  test('the hotel door: 3 failures block for an hour (0072), at both doors, stored in the database', () =>
    checkHotelDoorLockout(ctx.payload))
  test('the atomic statements give what the domain rules give', () =>
    checkStatementsMatchDomain(ctx.payload))
  test('a password hash made with other parameters is made again at the next login, once', () =>
    checkOldHashesAreUpgradedAtLogin(ctx.payload))
})
