import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkOtherSettings,
  checkPaymentSettingsAdministratorsOnly,
  createStaffLimitsWorld,
  type StaffLimitsWorld,
} from '../support/staff-limits-scenario'
import { createPostgresPayload } from './support'

let payload: Payload
let world: StaffLimitsWorld

beforeAll(async () => {
  payload = await createPostgresPayload()
  // Payload logs each refused call at 'info'; the assertions say what they are.
  payload.logger.level = 'warn'
  world = await createStaffLimitsWorld(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

describe('staff limits on PostgreSQL (ADR 0041)', () => {
  test('machine payment amounts: administrators change them, editors and support cannot', () =>
    checkPaymentSettingsAdministratorsOnly(world))
  test('site settings’ tag manager and requests e-mail; newsletter reasons', () =>
    checkOtherSettings(world))
})
