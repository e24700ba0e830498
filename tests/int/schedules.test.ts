import { afterAll, beforeAll, describe, test } from 'vitest'

import { checkScheduledOnce, SCHEDULED_TASKS } from '../support/schedules-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('scheduled tasks on SQLite', () => {
  test.each(SCHEDULED_TASKS)(
    'four workers scheduling the %s queue at once queue %s once',
    (queue, task) => checkScheduledOnce(ctx.payload, queue, task),
  )
})
