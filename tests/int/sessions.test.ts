import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkAccessTokensFollowTheirSession,
  checkParallelRefreshesShareOneSuccessor,
  checkPasswordChangeEndsOtherSessions,
  checkReuseRevokesTheFamily,
  checkSuspensionEndsSessions,
} from '../support/sessions-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('member sessions on SQLite', () => {
  test('10 parallel refreshes of one token: one successor, shared, one live session', () =>
    checkParallelRefreshesShareOneSuccessor(ctx.payload))
  test('a rotated token played again (another client, or after the grace) ends the whole family', () =>
    checkReuseRevokesTheFamily(ctx.payload))
  test('changing the password ends every other session, this one goes on', () =>
    checkPasswordChangeEndsOtherSessions(ctx.payload))
  test('access tokens die with their session: logout, an invented session, another instance', () =>
    checkAccessTokensFollowTheirSession(ctx.payload))
  test('member support suspends a member: sessions end, login is refused until lifted', () =>
    checkSuspensionEndsSessions(ctx.payload))
})
