import type { Payload } from 'payload'

import type { Payment } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'

import { isHoldActive, type PaymentState } from '../domain'
import { queueCasinoCredit } from './casino-credits'
import { PaymentCounters } from './counters-repository'
import { recountMachineSpend, releaseMachineSpend } from './machine-payments'
import { sendRegistrationConfirmation } from './mails'
import { getPaymentProvider } from './providers'
import { transition, type PaymentsContext } from './payments-core'
import {
  confirmRegistrationForPayment,
  findRegistrationOfPayment,
  releaseHeldRegistration,
} from './tournament-registration'
import { WaitlistRepository } from './waitlist-repository'

/**
 * What a payment's move means for what it pays for. Runs once per move (for the request whose
 * compare-and-set made it), after the move is stored; every effect is idempotent, so a replayed
 * 'paid' notification runs the paid effects again (`ensurePaidEffects`) in case a failure cut
 * them short the first time, and the expiry job confirms a paid registration left on hold.
 */
export async function runPaymentEffects(
  ctx: PaymentsContext,
  payment: Payment,
  from: PaymentState,
  to: PaymentState,
): Promise<void> {
  if (payment.purpose === 'tournament') return tournamentEffects(ctx, payment, to)
  return machineEffects(ctx, payment, from, to)
}

/** The money went back to the buyer without staff: refunded through the provider, logged. */
async function refundAutomatically(ctx: PaymentsContext, payment: Payment, note: string) {
  try {
    const { refundRef } = await getPaymentProvider().refund({
      providerRef: payment.providerRef ?? '',
      amountCents: payment.amountCents,
      reference: payment.reference,
    })
    await transition(ctx, payment.id, 'refunded', 'system', { refundRef, note })
  } catch (error) {
    logger.error('automatic refund failed: staff must refund', {
      reference: payment.reference,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

async function tournamentEffects(ctx: PaymentsContext, payment: Payment, to: PaymentState) {
  if (to === 'paid') {
    const outcome = await confirmRegistrationForPayment(ctx, payment.id)
    if (outcome.confirmed) {
      if (outcome.changed) {
        await sendRegistrationConfirmation(ctx.payload, payment, outcome.registration)
      }
      return
    }
    // The seat went to someone else after the hold ran out: the money goes back at once.
    logger.warn('tournament paid without a seat: refunding', { reference: payment.reference })
    await refundAutomatically(ctx, payment, 'no seat left when the payment arrived')
    return
  }
  const registration = await findRegistrationOfPayment(ctx.payload, payment.id)
  if (!registration) return
  if (to === 'failed' || to === 'canceled') {
    if (registration.status !== 'held') return
    // A seat offered from the waiting list stays the member's until the offer ends (ADR 0071):
    // a declined card or a canceled payment page lets them pay again.
    const offered = await new WaitlistRepository(ctx.payload).offerOfRegistration(registration.id)
    const holdActive = isHoldActive(
      {
        status: 'held',
        holdExpiresAt: registration.holdExpiresAt ? new Date(registration.holdExpiresAt) : null,
      },
      ctx.now,
    )
    if (
      offered &&
      holdActive &&
      (await new PaymentCounters(ctx.payload).detachRegistrationPayment(
        registration.id,
        payment.id,
        ctx.now,
      ))
    ) {
      return
    }
    await releaseHeldRegistration(ctx, registration, 'released')
  } else if (to === 'refunded') {
    if (registration.status === 'held' || registration.status === 'confirmed') {
      await releaseHeldRegistration(ctx, registration, 'canceled')
    }
  }
}

async function machineEffects(
  ctx: PaymentsContext,
  payment: Payment,
  from: PaymentState,
  to: PaymentState,
) {
  if (to === 'paid') {
    // Paid after a decline or a cancel gave the amount back to the caps: it must fit them again
    // (an old provider tab paid late must not pass a cap), or the money goes back at once.
    if (from === 'failed' || from === 'canceled') {
      if (!(await recountMachineSpend(ctx, payment))) {
        logger.warn('machine payment paid late over the caps: refunding', {
          reference: payment.reference,
        })
        // Counted as paid for a moment, so that the refund gives back exactly what it took.
        await recountMachineSpend(ctx, payment, { ignoreCaps: true })
        await refundAutomatically(ctx, payment, 'paid after cancel, over the member’s caps')
        return
      }
    }
    await queueCasinoCredit(ctx, payment)
    return
  }
  // What was counted against the member's caps is given back when the money did not move (or
  // came back). A refund cancels a credit not yet sent (casino-credits.ts).
  if (to === 'failed' || to === 'canceled') {
    if (from === 'created' || from === 'pending') await releaseMachineSpend(ctx, payment)
  } else if (to === 'refunded' && from === 'paid') {
    await releaseMachineSpend(ctx, payment)
  }
}

/**
 * A replayed 'paid': the effects again, each idempotent (a confirmed registration stays so and
 * mails nothing; the credit row is unique per payment).
 */
export async function ensurePaidEffects(ctx: PaymentsContext, payment: Payment): Promise<void> {
  if (payment.status !== 'paid') return
  if (payment.purpose === 'tournament') {
    const outcome = await confirmRegistrationForPayment(ctx, payment.id)
    if (outcome.confirmed && outcome.changed) {
      await sendRegistrationConfirmation(ctx.payload, payment, outcome.registration)
    }
    return
  }
  await queueCasinoCredit(ctx, payment)
}

/**
 * The context of a payments operation, with this module's effects: every entry point (routes,
 * pages, jobs, the admin's refund) builds its context here, so a payment's move always has them.
 */
export function paymentsContext(
  payload: Payload,
  { now = new Date(), locale = 'fr' }: { now?: Date; locale?: Locale } = {},
): PaymentsContext {
  return { payload, now, locale, effects: runPaymentEffects }
}
