import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkMemberConsentHistory,
  checkNewsletterConsentHistory,
} from '../support/consent-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('consent history on PostgreSQL', () => {
  test('a member’s channels, lists and cookie choice: each change with how it was made', () =>
    checkMemberConsentHistory(payload))
  test('a visitor’s newsletter lists count from the confirmation link to the unsubscribe link', () =>
    checkNewsletterConsentHistory(payload))
})
