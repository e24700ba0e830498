import type { Payload, TaskConfig } from 'payload'

import { PAYMENTS_QUEUE, requeueStaleCredits } from './casino-credits'
import { paymentsContext } from './effects'
import { transition } from './payments-core'
import { releaseExpiredHolds } from './tournament-registration'
import { offerReleasedSeats } from './tournament-waitlist'

/**
 * Seat holds and payment windows that ran out: the seats go back, open payments are canceled
 * (their effects give back what they counted against the member's caps). Scheduled every minute
 * by Payload's job queue every 10 seconds (ADR 0040); registrations also release expired holds themselves when a
 * tournament looks full, so a stopped runner never blocks the last seat.
 */
export async function expireOpenPayments(payload: Payload, now = new Date()) {
  const ctx = paymentsContext(payload, { now })
  const seats = await releaseExpiredHolds(ctx)
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { status: { in: ['created', 'pending'] } },
        { expiresAt: { less_than_equal: now.toISOString() } },
      ],
    },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  let payments = 0
  for (const payment of docs) {
    const result = await transition(ctx, payment.id, 'expired', 'system', {
      note: 'payment window over',
    })
    if (result.changed) payments++
  }
  const credits = await requeueStaleCredits(payload, now)
  return { seats, payments, credits }
}

export const EXPIRE_PAYMENTS_TASK = 'expire-payments'

/**
 * Every 10 seconds: what ran out is released, then the seats freed on full tournaments are offered
 * to their waiting lists (ADR 0071), so a freed seat reaches the next member in line at once. One
 * scheduled task for both: each scheduled task of a queue is one more write to Payload's schedule
 * statistics per pass, which several workers scheduling at once made fail on PostgreSQL.
 */
export const expirePaymentsTask: TaskConfig<{
  input: Record<string, never>
  output: { seats: number; payments: number; credits: number; offered: number }
}> = {
  slug: EXPIRE_PAYMENTS_TASK,
  label: 'Release seat holds and expired payments, offer freed seats to waiting lists',
  schedule: [{ cron: '*/10 * * * * *', queue: PAYMENTS_QUEUE }],
  retries: { attempts: 1 },
  handler: async ({ req }) => {
    const now = new Date()
    const expired = await expireOpenPayments(req.payload, now)
    const offers = await offerReleasedSeats(paymentsContext(req.payload, { now }), {
      holdsReleased: true,
    })
    return { output: { ...expired, offered: offers.offered } }
  },
}
