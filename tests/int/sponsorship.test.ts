import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkInvitationsAndYearlyLimit,
  checkTenGodsonsAYear,
  checkNoWelcomeWithoutSponsor,
  checkRacingGrants,
  checkWelcomeGrantedOnce,
} from '../support/sponsorship-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('sponsorship welcome on SQLite', () => {
  test('the godson’s card, sent six times: 3,100 points for the sponsor and one welcome offer', () =>
    checkWelcomeGrantedOnce(ctx.payload))
  test('eight racing grants for one godson: one reward, one offer', () =>
    checkRacingGrants(ctx.payload))
  test('invitations: mail, list with states, no self or member, the 31st refused even racing', () =>
    checkInvitationsAndYearlyLimit(ctx.payload))
  test('10 godsons a year: the page and init agree, then the next invitation is refused', () =>
    checkTenGodsonsAYear(ctx.payload))
  test('no sponsor, no welcome', () => checkNoWelcomeWithoutSponsor(ctx.payload))
})
