import Stripe from 'stripe'
import { z } from 'zod'

import {
  NotificationRejected,
  type CreateHostedPaymentInput,
  type HostedPayment,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type RawNotification,
} from './port'

/**
 * Stripe Checkout behind the payment port (docs/decisions/0040-payments.md).
 *
 * - A payment is a Checkout Session (mode 'payment', one line, EUR). Our reference travels as
 *   `client_reference_id` and in the metadata of the session and of its PaymentIntent (Stripe
 *   copies the latter onto the charge, which is how a refund event finds its payment).
 * - Webhooks are verified with the SDK (`stripe-signature`, 5 minutes tolerance) and reduced to
 *   PaymentNotification; event types that do not concern payments are rejected as 'ignored'.
 * - Creating a session and refunding send idempotency keys derived from our reference, so a
 *   retried request never charges or refunds twice. Stripe refuses the same key with other
 *   parameters: a new attempt at paying needs a new reference.
 */

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature'
/** How old a webhook's signature timestamp may be (the SDK's default, stated). */
const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * Stripe accepts a Checkout Session expiry between 30 minutes and 24 hours after its creation (by
 * its clock): a minute of margin each side for latency and clock skew.
 */
const MIN_SESSION_SECONDS = 30 * 60 + 60
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 60

export type StripeProviderOptions = {
  secretKey: string
  webhookSecret: string
  /** A ready client (tests pass one with a fake HTTP client); built from secretKey otherwise. */
  stripe?: Stripe
  now?: () => Date
}

/** Adds Stripe's `{CHECKOUT_SESSION_ID}` placeholder (left unencoded: Stripe replaces it). */
export function withCheckoutSessionId(url: string): string {
  const hashAt = url.indexOf('#')
  const base = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}session_id={CHECKOUT_SESSION_ID}${hash}`
}

const CheckoutSessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_total: z.number().int().nonnegative(),
  currency: z.string().min(3),
  payment_status: z.string(),
})

const ChargeSchema = z.object({
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_refunded: z.number().int().nonnegative(),
  currency: z.string().min(3),
})

const CHECKOUT_EVENT_STATES = new Map<string, ProviderPaymentState>([
  ['checkout.session.completed', 'paid'],
  ['checkout.session.async_payment_succeeded', 'paid'],
  ['checkout.session.async_payment_failed', 'failed'],
  ['checkout.session.expired', 'canceled'],
])

function payload(message: string): NotificationRejected {
  return new NotificationRejected('payload', message)
}

/** The notification of a verified event, or NotificationRejected('ignored' | 'payload'). */
function notificationOfEvent(event: Stripe.Event): PaymentNotification {
  const base = { notificationId: event.id, occurredAt: new Date(event.created * 1000) }
  const checkoutState = CHECKOUT_EVENT_STATES.get(event.type)
  if (checkoutState) {
    const session = CheckoutSessionSchema.safeParse(event.data.object)
    if (!session.success) throw payload(`${event.type}: unexpected Checkout Session shape`)
    // A completed session whose payment is still processing (bank debits): the
    // async_payment_succeeded or async_payment_failed event follows.
    if (event.type === 'checkout.session.completed' && session.data.payment_status === 'unpaid') {
      throw new NotificationRejected('ignored', 'checkout completed, payment still processing')
    }
    const reference = session.data.client_reference_id || session.data.metadata?.reference
    if (!reference) throw payload(`${event.type}: the session has no reference`)
    return {
      ...base,
      providerRef: session.data.id,
      reference,
      state: checkoutState,
      amountCents: session.data.amount_total,
      currency: session.data.currency.toUpperCase(),
    }
  }
  if (event.type === 'charge.refunded') {
    const charge = ChargeSchema.safeParse(event.data.object)
    if (!charge.success) throw payload('charge.refunded: unexpected Charge shape')
    const reference = charge.data.metadata?.reference
    if (!reference) throw payload('charge.refunded: the charge has no reference')
    // A charge does not know its Checkout Session: providerRef is empty and the payments service
    // matches a refund by reference. amountCents is the total refunded so far on the charge.
    return {
      ...base,
      providerRef: '',
      reference,
      state: 'refunded',
      amountCents: charge.data.amount_refunded,
      currency: charge.data.currency.toUpperCase(),
    }
  }
  throw new NotificationRejected('ignored', `Stripe event ${event.type} does not concern payments`)
}

/** The state of a session retrieved with its PaymentIntent and latest charge expanded. */
function stateOfSession(session: Stripe.Checkout.Session): ProviderPaymentState {
  if (session.status === 'expired') return 'canceled'
  if (session.status !== 'complete') return 'pending'
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
  const charge =
    intent && typeof intent.latest_charge === 'object' ? (intent.latest_charge ?? null) : null
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return charge?.refunded ? 'refunded' : 'paid'
  }
  // Complete but unpaid: a delayed payment method, still processing or failed.
  if (intent && (intent.status === 'requires_payment_method' || intent.status === 'canceled')) {
    return 'failed'
  }
  return 'pending'
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe =
    options.stripe ??
    new Stripe(options.secretKey, { maxNetworkRetries: 2, appInfo: { name: 'Atout' } })
  const now = options.now ?? (() => new Date())
  const { webhookSecret } = options

  async function retrieveSession(providerRef: string): Promise<Stripe.Checkout.Session> {
    return stripe.checkout.sessions.retrieve(providerRef, {
      expand: ['payment_intent.latest_charge'],
    })
  }

  async function createHostedPayment(input: CreateHostedPaymentInput): Promise<HostedPayment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`stripe: invalid amount ${input.amountCents}`)
    }
    const nowSeconds = Math.floor(now().getTime() / 1000)
    const expiresAt = Math.min(
      Math.max(Math.floor(input.expiresAt.getTime() / 1000), nowSeconds + MIN_SESSION_SECONDS),
      nowSeconds + MAX_SESSION_SECONDS,
    )
    const metadata = { reference: input.reference }
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.amountCents,
              product_data: { name: input.description },
            },
          },
        ],
        client_reference_id: input.reference,
        metadata,
        payment_intent_data: { metadata },
        success_url: withCheckoutSessionId(input.returnUrl),
        cancel_url: input.cancelUrl,
        locale: input.locale,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        expires_at: expiresAt,
      },
      { idempotencyKey: `checkout-${input.reference}` },
    )
    if (!session.url) throw new Error(`stripe: Checkout Session ${session.id} has no URL`)
    return { providerRef: session.id, redirectUrl: session.url }
  }

  async function readPaymentState(providerRef: string) {
    const session = await retrieveSession(providerRef)
    return {
      state: stateOfSession(session),
      amountCents: session.amount_total ?? 0,
      currency: (session.currency ?? 'eur').toUpperCase(),
    }
  }

  async function verifyNotification(raw: RawNotification): Promise<PaymentNotification> {
    const header = raw.headers.get(STRIPE_SIGNATURE_HEADER)
    if (!header) throw new NotificationRejected('signature', 'missing stripe-signature header')
    let event: Stripe.Event
    try {
      // receivedAt is in milliseconds.
      event = stripe.webhooks.constructEvent(
        raw.body,
        header,
        webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now().getTime(),
      )
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        const reason = error.message.split('\n')[0]?.trim()
        throw new NotificationRejected('signature', `Stripe signature rejected: ${reason}`)
      }
      throw payload('Stripe event is not JSON')
    }
    if (!event || typeof event !== 'object' || typeof event.type !== 'string' || !event.data) {
      throw payload('Stripe event has an unexpected shape')
    }
    return notificationOfEvent(event)
  }

  async function refund(input: { providerRef: string; amountCents: number; reference: string }) {
    const session = await retrieveSession(input.providerRef)
    const intent = session.payment_intent
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id
    if (!paymentIntent) {
      throw new Error(`stripe: Checkout Session ${input.providerRef} has no payment to refund`)
    }
    const created = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: input.amountCents },
      { idempotencyKey: `refund-${input.reference}` },
    )
    return { refundRef: created.id }
  }

  return { name: 'stripe', createHostedPayment, readPaymentState, verifyNotification, refund }
}
