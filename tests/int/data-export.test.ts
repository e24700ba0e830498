import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkExportContents,
  checkExportLimits,
  checkFailedExport,
  checkLinkToken,
} from '../support/data-export-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('personal data export on SQLite', () => {
  test('the archive holds every area’s part of the member’s data, nobody else’s, no secret; the mail’s link and the download are the member’s only; deleted after 7 days', () =>
    checkExportContents(ctx.payload))
  test('one export per 24 hours, even for requests made at the same instant', () =>
    checkExportLimits(ctx.payload))
  test('a failed build frees the slot: the member asks again at once', () =>
    checkFailedExport(ctx.payload))
  test('the mail’s token names the export, the member and the expiry', () => checkLinkToken())
})
