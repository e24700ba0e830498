import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkCollaborators,
  checkEnrolmentAndRenewals,
  checkGuestEnrolledAtStay,
  checkInfinimentUpAtOnceDownAtPeriodEnd,
  checkOwnProgrammeOnly,
  checkParallelStaysAllCounted,
  checkPeriodOverSeenOnRead,
  checkSiteStaysCounted,
  checkSpouseCards,
  checkStaleEvaluationLoses,
  checkStayPostedOnce,
  checkStayRefusals,
  checkSupportCorrection,
} from '../support/hotel-programme-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('hotel programme on SQLite', () => {
  test('a stay posted 20 times at once counts once and enrols the guest once', () =>
    checkStayPostedOnce(ctx.payload))
  test('Infiniment at once with 10 nights; a cancellation gives nights back; down at period end', () =>
    checkInfinimentUpAtOnceDownAtPeriodEnd(ctx.payload))
  test('ten different stays posted at once: all counted, the status they earn', () =>
    checkParallelStaysAllCounted(ctx.payload))
  test('an evaluation that read before a newer one wrote never has the last word', () =>
    checkStaleEvaluationLoses(ctx.payload))
  test('an Infiniment period that is over shows as Découverte when the member opens the programme', () =>
    checkPeriodOverSeenOnRead(ctx.payload))
  test('refused stays answer their code and message, never a 5xx', () =>
    checkStayRefusals(ctx.payload))
  test('enrol in one step; renewals: one pending at a time (0106), 2 per 12 months (0117)', () =>
    checkEnrolmentAndRenewals(ctx.payload))
  test('a member reaches only their own programme', () => checkOwnProgrammeOnly(ctx.payload))
  test('the site’s ended room bookings count once, even read in parallel; a no-show is taken back', () =>
    checkSiteStaysCounted(ctx.payload))
  test('member support corrects nights with a reason; entries are never edited', () =>
    checkSupportCorrection(ctx.payload))
  test('collaborators: allowed domains (0113), isEmployee, support withdraws (0112)', () =>
    checkCollaborators(ctx.payload))
  test('spouse cards: one at a time, only the invited address, shared status, revoked by the holder', () =>
    checkSpouseCards(ctx.payload))
  test('a stay for a guest with no account makes one pre-member, once, told by mail', () =>
    checkGuestEnrolledAtStay(ctx.payload))
})
