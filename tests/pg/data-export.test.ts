import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkExportContents,
  checkExportLimits,
  checkFailedExport,
} from '../support/data-export-scenario'
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('personal data export on PostgreSQL', () => {
  test('the archive holds every area’s part of the member’s data, nobody else’s, no secret; the mail’s link and the download are the member’s only; deleted after 7 days', () =>
    checkExportContents(payload))
  test('one export per 24 hours, even for requests made at the same instant', () =>
    checkExportLimits(payload))
  test('a failed build frees the slot: the member asks again at once', () =>
    checkFailedExport(payload))
})
