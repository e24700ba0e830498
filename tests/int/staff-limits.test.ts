import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkOtherSettings,
  checkPaymentSettingsAdministratorsOnly,
  createStaffLimitsWorld,
  type StaffLimitsWorld,
} from '../support/staff-limits-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let world: StaffLimitsWorld

beforeAll(async () => {
  ctx = await createTestPayload()
  // Payload logs each refused call at 'info'; the assertions say what they are.
  ctx.payload.logger.level = 'warn'
  world = await createStaffLimitsWorld(ctx.payload)
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('staff limits on SQLite (ADR 0041)', () => {
  test('machine payment amounts: administrators change them, editors and support cannot', () =>
    checkPaymentSettingsAdministratorsOnly(world))
  test('site settings’ tag manager and requests e-mail; newsletter reasons', () =>
    checkOtherSettings(world))
})
