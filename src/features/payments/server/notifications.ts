import { logger } from '@/platform/logger'

import { checkNotifiedAmount, type PaymentEvent } from '../domain'
import { ensurePaidEffects } from './effects'
import { PaymentError } from './errors'
import {
  findPaymentByReference,
  logPaymentEvent,
  transition,
  type PaymentsContext,
} from './payments-core'
import type { PaymentNotification, ProviderPaymentState } from './providers'

const EVENT_OF: Record<ProviderPaymentState, PaymentEvent | null> = {
  pending: null,
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  refunded: 'refunded',
}

export type NotificationOutcome =
  { outcome: 'applied'; from: string; to: string } | { outcome: 'ignored'; reason: string }

/**
 * A verified provider notification (its signature was checked by the provider adapter). The
 * payment is found by our reference, the amount and currency must be the payment's, and the move
 * is a compare-and-set: a replayed notification finds the state already there, an out-of-order
 * one (failed after paid) is ignored and logged, never moving a state backwards.
 */
export async function applyNotification(
  ctx: PaymentsContext,
  notification: PaymentNotification,
  providerName: string,
): Promise<NotificationOutcome> {
  const payment = await findPaymentByReference(ctx.payload, notification.reference)
  if (!payment || payment.provider !== providerName) throw new PaymentError('unknownPayment')
  if (
    notification.providerRef &&
    payment.providerRef &&
    notification.providerRef !== payment.providerRef
  ) {
    throw new PaymentError('unknownPayment')
  }
  const author = `provider:${providerName}` as const
  const event = EVENT_OF[notification.state]
  if (!event) return { outcome: 'ignored', reason: 'pending' }
  // A refund notification tells how much went back, not the payment's amount.
  if (event !== 'refunded') {
    const amount = checkNotifiedAmount(
      { amountCents: payment.amountCents, currency: payment.currency },
      { amountCents: notification.amountCents, currency: notification.currency },
    )
    if (!amount.ok) {
      logger.warn('payment notification refused', {
        reference: payment.reference,
        reason: amount.reason,
      })
      await logPaymentEvent(ctx.payload, {
        paymentId: payment.id,
        event: `refused:${amount.reason}`,
        author,
        note: `${notification.amountCents} ${notification.currency}`,
      })
      throw new PaymentError('invalidAmount')
    }
  }
  const result = await transition(ctx, payment.id, event, author, {
    notificationId: `${providerName}:${notification.notificationId}`,
  })
  if (result.changed) return { outcome: 'applied', from: result.from, to: result.to }
  if (result.ignored === 'replay' && result.state === 'paid') {
    // A provider retries when it got no answer: a failure may have cut the effects short.
    await ensurePaidEffects(ctx, { ...payment, status: 'paid' })
  }
  return { outcome: 'ignored', reason: result.ignored }
}
