import { afterAll, beforeAll, expect, test } from 'vitest'

import * as migration from '@/migrations/sqlite/20261123_180332_opening_exception_dates'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'

import { checkOpeningExceptionDates } from '../support/opening-exception-dates-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
  setRevalidatorForTests(() => undefined)
})
afterAll(async () => {
  setRevalidatorForTests(null)
  await ctx?.cleanup()
})

test('opening-hours exception days: picked as dates, read as days, older rows migrated', async () => {
  expect(migration.up).toBeTypeOf('function')
  await checkOpeningExceptionDates(ctx.payload, migration)
})
