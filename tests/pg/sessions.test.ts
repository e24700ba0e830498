import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkAccessTokensFollowTheirSession,
  checkParallelRefreshesShareOneSuccessor,
  checkPasswordChangeEndsOtherSessions,
  checkReuseRevokesTheFamily,
  checkSuspensionEndsSessions,
} from '../support/sessions-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('member sessions on PostgreSQL', () => {
  test('10 parallel refreshes of one token: one successor, shared, one live session', () =>
    checkParallelRefreshesShareOneSuccessor(payload))
  test('a rotated token played again (another client, or after the grace) ends the whole family', () =>
    checkReuseRevokesTheFamily(payload))
  test('changing the password ends every other session, this one goes on', () =>
    checkPasswordChangeEndsOtherSessions(payload))
  test('access tokens die with their session: logout, an invented session, another instance', () =>
    checkAccessTokensFollowTheirSession(payload))
  test('member support suspends a member: sessions end, login is refused until lifted', () =>
    checkSuspensionEndsSessions(payload))
})
