import type { Payment } from '@/payload-types'
import { logger } from '@/platform/logger'

import type { PaymentState } from '../domain'
import { queueCasinoCredit } from './casino-credits'
import { recountMachineSpend, releaseMachineSpend } from './machine-payments'
import { sendRegistrationConfirmation } from './mails'
import { getPaymentProvider } from './providers'
import { registerPaymentEffects, transition, type PaymentsContext } from './payments-core'
import {
  confirmRegistrationForPayment,
  findRegistrationOfPayment,
  releaseHeldRegistration,
} from './tournament-registration'

/**
 * What a payment's move means for what it pays for. Runs once per move (for the request whose
 * compare-and-set made it), after the move is stored: a crash here leaves a paid payment whose
 * effect the expiry job and the staff see, never a registration without a payment.
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

async function tournamentEffects(ctx: PaymentsContext, payment: Payment, to: PaymentState) {
  if (to === 'paid') {
    const outcome = await confirmRegistrationForPayment(ctx, payment.id)
    if (outcome.confirmed) {
      await sendRegistrationConfirmation(ctx.payload, payment, outcome.registration)
      return
    }
    // The seat went to someone else after the hold ran out: the money goes back at once.
    logger.warn('tournament paid without a seat: refunding', { reference: payment.reference })
    try {
      const { refundRef } = await getPaymentProvider().refund({
        providerRef: payment.providerRef ?? '',
        amountCents: payment.amountCents,
        reference: payment.reference,
      })
      await transition(ctx, payment.id, 'refunded', 'system', {
        refundRef,
        note: 'no seat left when the payment arrived',
      })
    } catch (error) {
      logger.error('automatic refund failed: staff must refund', {
        reference: payment.reference,
        error: error instanceof Error ? error.message : String(error),
      })
    }
    return
  }
  const registration = await findRegistrationOfPayment(ctx.payload, payment.id)
  if (!registration) return
  if (to === 'failed' || to === 'canceled') {
    if (registration.status === 'held') await releaseHeldRegistration(ctx, registration, 'released')
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
    // Paid after a decline or a cancel gave the amount back: the money moved, so it counts
    // again (whatever the cap: it is spent).
    if (from === 'failed' || from === 'canceled') await recountMachineSpend(ctx, payment)
    await queueCasinoCredit(ctx, payment)
    return
  }
  // What was counted against the member's caps is given back when the money did not move (or
  // came back). A refund after the credit reached the machine is staff's call (logged).
  const counted = from === 'created' || from === 'pending' || from === 'paid'
  if (counted && (to === 'failed' || to === 'canceled' || to === 'refunded')) {
    await releaseMachineSpend(ctx, payment)
  }
}

registerPaymentEffects(runPaymentEffects)
