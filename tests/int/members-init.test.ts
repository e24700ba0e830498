import { afterAll, beforeAll, test } from 'vitest'

import { checkInitReadMatchesPayload } from '../support/members-init-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

test('the init read (plain SQL) gives the same member as Payload on SQLite', async () => {
  await checkInitReadMatchesPayload(ctx.payload)
})
