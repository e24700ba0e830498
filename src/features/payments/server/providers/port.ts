/**
 * The payment-provider port (docs/decisions/0040-payments.md). The payments service only talks
 * to a provider through this interface; `sandbox` (embedded, default) and `stripe` implement it.
 *
 * Amounts are integer cents, currency is always 'EUR'. `reference` is our own payment reference
 * (unique, e.g. `pay_…`); the provider gives back its own id (`providerRef`).
 */

export type ProviderName = 'sandbox' | 'stripe'

/** What the provider says of a payment; the payments domain decides what it does with it. */
export type ProviderPaymentState = 'pending' | 'paid' | 'failed' | 'canceled' | 'refunded'

export type CreateHostedPaymentInput = {
  reference: string
  amountCents: number
  currency: 'EUR'
  /** Shown on the hosted page (tournament name, 'Machine credit …'). */
  description: string
  locale: 'fr' | 'en'
  customerEmail?: string | null
  /** Absolute URLs of the merchant site the buyer is sent back to. */
  returnUrl: string
  cancelUrl: string
  /** The hosted page stops accepting the payment after this instant. */
  expiresAt: Date
}

export type HostedPayment = {
  providerRef: string
  /** Absolute or site-relative URL the buyer is redirected to. */
  redirectUrl: string
}

/** A verified provider notification, reduced to what the payments service needs. */
export type PaymentNotification = {
  /** The provider's id of this notification (for idempotency: a replay has the same id). */
  notificationId: string
  providerRef: string
  reference: string
  state: ProviderPaymentState
  amountCents: number
  currency: string
  /** When the provider says the change happened (to ignore out-of-order deliveries). */
  occurredAt: Date
}

export type RawNotification = {
  /** The raw request body, exactly as received (signatures cover the bytes). */
  body: string
  headers: Headers
}

export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'signature' | 'payload' | 'ignored',
    message: string,
  ) {
    super(message)
    this.name = 'NotificationRejected'
  }
}

export interface PaymentProvider {
  readonly name: ProviderName
  createHostedPayment(input: CreateHostedPaymentInput): Promise<HostedPayment>
  /** Asks the provider for the current state (used by the result page and reconciliation). */
  readPaymentState(providerRef: string): Promise<{
    state: ProviderPaymentState
    amountCents: number
    currency: string
  }>
  /**
   * Verifies a notification's signature and shape. Throws NotificationRejected('signature') when
   * the signature is wrong, ('payload') when it is malformed, ('ignored') for event types that do
   * not concern payments.
   */
  verifyNotification(raw: RawNotification): Promise<PaymentNotification>
  /** Refunds a paid payment in full; resolves with the provider's refund id. */
  refund(input: { providerRef: string; amountCents: number; reference: string }): Promise<{
    refundRef: string
  }>
}
