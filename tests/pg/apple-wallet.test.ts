import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import { checkApplePushes, checkAppleWebService } from '../support/apple-wallet-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('Apple Wallet’s update web service on PostgreSQL', () => {
  test('register with the pass’s token, list the passes changed since a tag, get the pass, unregister', () =>
    checkAppleWebService(payload))
  test('a changed card is pushed once to each device (HTTP/2, the pass certificate), a gone device is forgotten, a failed push is pushed again', () =>
    checkApplePushes(payload))
})
