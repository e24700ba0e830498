import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkInvitationsAndYearlyLimit,
  checkTenGodsonsAYear,
  checkNoWelcomeWithoutSponsor,
  checkRacingGrants,
  checkWelcomeGrantedOnce,
} from '../support/sponsorship-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('sponsorship welcome on PostgreSQL', () => {
  test('the godson’s card, sent six times: 3,100 points for the sponsor and one welcome offer', () =>
    checkWelcomeGrantedOnce(payload))
  test('eight racing grants for one godson: one reward, one offer', () =>
    checkRacingGrants(payload))
  test('invitations: mail, list with states, no self or member, the 31st refused even racing', () =>
    checkInvitationsAndYearlyLimit(payload))
  test('10 godsons a year: the page and init agree, then the next invitation is refused', () =>
    checkTenGodsonsAYear(payload))
  test('no sponsor, no welcome', () => checkNoWelcomeWithoutSponsor(payload))
})
