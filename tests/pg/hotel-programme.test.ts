import type { Payload } from 'payload'
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
import { createPostgresPayload } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('hotel programme on PostgreSQL', () => {
  test('a stay posted 20 times at once counts once and enrols the guest once', () =>
    checkStayPostedOnce(payload))
  test('Infiniment at once with 10 nights; a cancellation gives nights back; down at period end', () =>
    checkInfinimentUpAtOnceDownAtPeriodEnd(payload))
  test('ten different stays posted at once: all counted, the status they earn', () =>
    checkParallelStaysAllCounted(payload))
  test('an evaluation that read before a newer one wrote never has the last word', () =>
    checkStaleEvaluationLoses(payload))
  test('an Infiniment period that is over shows as Découverte when the member opens the programme', () =>
    checkPeriodOverSeenOnRead(payload))
  test('refused stays answer their code and message, never a 5xx', () => checkStayRefusals(payload))
  test('enrol in one step; renewals: one pending at a time (0106), 2 per 12 months (0117)', () =>
    checkEnrolmentAndRenewals(payload))
  test('a member reaches only their own programme', () => checkOwnProgrammeOnly(payload))
  test('the site’s ended room bookings count once, even read in parallel; a no-show is taken back', () =>
    checkSiteStaysCounted(payload))
  test('member support corrects nights with a reason; entries are never edited', () =>
    checkSupportCorrection(payload))
  test('collaborators: allowed domains (0113), isEmployee, support withdraws (0112)', () =>
    checkCollaborators(payload))
  test('spouse cards: one at a time, only the invited address, shared status, revoked by the holder', () =>
    checkSpouseCards(payload))
  test('a stay for a guest with no account makes one pre-member, once, told by mail', () =>
    checkGuestEnrolledAtStay(payload))
})
