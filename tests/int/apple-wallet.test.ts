import { afterAll, beforeAll, describe, test } from 'vitest'

import { checkApplePushes, checkAppleWebService } from '../support/apple-wallet-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('Apple Wallet’s update web service on SQLite', () => {
  test('register with the pass’s token, list the passes changed since a tag, get the pass, unregister', () =>
    checkAppleWebService(ctx.payload))
  test('a changed card is pushed once to each device (HTTP/2, the pass certificate), a gone device is forgotten, a failed push is pushed again', () =>
    checkApplePushes(ctx.payload))
})
