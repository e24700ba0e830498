import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkApprovalCompletesAfterACrash,
  checkApprovalWritesOneEntryNamingBoth,
  checkLargeAdjustmentIsHeld,
  checkOtherSettings,
  checkParallelApprovalsWriteOnce,
  checkPaymentSettingsAdministratorsOnly,
  checkRejectionWritesNothing,
  checkSmallAdjustmentsStayImmediate,
  checkThresholdAndOwnRequests,
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
  test('site settings’ tag manager and requests e-mail, newsletter reasons, loyalty rules', () =>
    checkOtherSettings(world))
  test('support’s +100,000 points adjustment is held pending, not credited', () =>
    checkLargeAdjustmentIsHeld(world))
  test('an administrator’s approval writes one entry naming the requester and the approver', () =>
    checkApprovalWritesOneEntryNamingBoth(world))
  test('parallel approvals write one entry; an approval racing a rejection, one outcome', () =>
    checkParallelApprovalsWriteOnce(world))
  test('an approval cut short before its entry is completed by approving again', () =>
    checkApprovalCompletesAfterACrash(world))
  test('a rejection writes nothing', () => checkRejectionWritesNothing(world))
  test('below the threshold, support’s adjustments are written at once', () =>
    checkSmallAdjustmentsStayImmediate(world))
  test('a lowered threshold applies at once; nobody decides on their own request', () =>
    checkThresholdAndOwnRequests(world))
})
