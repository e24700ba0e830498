import { afterAll, beforeAll, describe, test, vi } from 'vitest'

import {
  checkDeclinedAndCanceledReleaseTheSeat,
  checkDoubleClickHoldsOneSeat,
  checkExpiredHoldThenLatePayment,
  checkFailedCreditDeliveryIsRetried,
  checkStaffResendsAFailedCredit,
  checkForgedNotificationsChangeNothing,
  checkLastSeatGoesToOne,
  checkLateMachinePaymentCountsAgainstCaps,
  checkLateMachinePaymentOverCapsIsRefunded,
  checkLatePaymentWithoutSeatIsRefunded,
  checkMachineAmountsAndCaps,
  checkMachineCreditDeliveredOnce,
  checkOthersPaymentsAreUnreachable,
  checkPaidNotificationConfirmsOnce,
  checkStaffRefund,
  createPaymentsWorld,
  type PaymentsWorld,
} from '../support/payments-scenario'
import {
  checkHalfMadeOffersAreFreed,
  checkUnpublishedTournamentOffersNothing,
  checkWaitlistOffersFreedSeatsInOrder,
  checkWaitlistRouteRefusesBadInput,
} from '../support/waitlist-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

// Machine credits go to a casino system on the loopback interface, started before the
// environment is read (CASINO_CREDIT_URL), as the payment's first delivery runs in the background.
const casinoSystem = await vi.hoisted(async () => {
  const { startCasinoSystemStub } = await import('../support/casino-system-stub')
  const stub = await startCasinoSystemStub()
  process.env.CASINO_CREDIT_URL = stub.url
  return stub
})

let ctx: TestPayload
let world: PaymentsWorld

beforeAll(async () => {
  ctx = await createTestPayload()
  world = await createPaymentsWorld(ctx.payload, casinoSystem)
})
afterAll(async () => {
  await ctx?.cleanup()
  await casinoSystem.close()
})

describe('payments on SQLite', () => {
  test('a paid notification confirms the registration and mails once; replays and late failures change nothing', () =>
    checkPaidNotificationConfirmsOnce(world))
  test('forged, tampered and wrong-amount notifications are refused and change nothing', () =>
    checkForgedNotificationsChangeNothing(world))
  test('a declined or canceled payment gives the seat back', () =>
    checkDeclinedAndCanceledReleaseTheSeat(world))
  test('20 members racing for the last seat: one registration', () => checkLastSeatGoesToOne(world))
  test('a double click holds one seat with one payment; once paid, already registered', () =>
    checkDoubleClickHoldsOneSeat(world))
  test('an expired hold frees the seat; the late payment takes it back', () =>
    checkExpiredHoldThenLatePayment(world))
  test('a late payment whose seat went to someone else is refunded', () =>
    checkLatePaymentWithoutSeatIsRefunded(world))
  test('machine payments: amount rules, daily cap, a failed payment gives back, a raise waits', () =>
    checkMachineAmountsAndCaps(world))
  test('a machine payment paid after being declined counts against the cap again', () =>
    checkLateMachinePaymentCountsAgainstCaps(world))
  test('a machine payment paid late over the caps is refunded, its credit never sent', () =>
    checkLateMachinePaymentOverCapsIsRefunded(world))
  test('a paid machine payment sends one signed credit, never twice', () =>
    checkMachineCreditDeliveredOnce(world))
  test('a failed credit delivery is retried with the same key', () =>
    checkFailedCreditDeliveryIsRetried(world))
  test('staff send a failed credit again: queued once, sent with the same key', () =>
    checkStaffResendsAFailedCredit(world))
  test('another member’s payment is unreachable; a visitor must log in', () =>
    checkOthersPaymentsAreUnreachable(world))
  test('a staff refund cancels the registration and frees the seat, once', () =>
    checkStaffRefund(world))
  test(
    'waiting list: 20 freed seats and 50 members waiting, each seat offered to one member in order; paid, declined, lapsed',
    () => checkWaitlistOffersFreedSeatsInOrder(world),
    120_000,
  )
  test('waiting list route: no session, another site, unknown tournament, bad intent or body → a translated error, no entry', () =>
    checkWaitlistRouteRefusesBadInput(world))
  test('waiting list: an offer left half-made is freed after its time; a member who left gets no registration', () =>
    checkHalfMadeOffersAreFreed(world))
  test('waiting list: an unpublished tournament offers no seat until it is published again', () =>
    checkUnpublishedTournamentOffersNothing(world))
})
