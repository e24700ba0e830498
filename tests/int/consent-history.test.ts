import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkMemberConsentHistory,
  checkNewsletterConsentHistory,
} from '../support/consent-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('consent history on SQLite', () => {
  test('a member’s channels, lists and cookie choice: each change with how it was made', () =>
    checkMemberConsentHistory(ctx.payload))
  test('a visitor’s newsletter lists count from the confirmation link to the unsubscribe link', () =>
    checkNewsletterConsentHistory(ctx.payload))
})
