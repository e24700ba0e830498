import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import { checkScheduledOnce, SCHEDULED_TASKS } from '../support/schedules-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('scheduled tasks on PostgreSQL', () => {
  test.each(SCHEDULED_TASKS)(
    'four workers scheduling the %s queue at once queue %s once',
    (queue, task) => checkScheduledOnce(payload, queue, task),
  )
})
