import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import { checkMembersSeeTheirOffers } from '../support/offers-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('member offers and events on PostgreSQL', () => {
  test('each member sees the current ones of their status and casino', () =>
    checkMembersSeeTheirOffers(payload))
})
