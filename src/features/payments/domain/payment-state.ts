/**
 * The life of one online payment, whatever it pays for (a tournament seat, a slot-machine credit).
 * A payment is created in our database, becomes pending once the provider's hosted page is opened,
 * then ends paid, failed or canceled (a timed-out seat hold or provider session cancels it); a paid
 * payment may later be refunded. Provider notifications arrive late, twice or out of order, so the
 * machine never throws: a repeated event is a replay, an event that would undo a later state is
 * ignored as backwards, and a refund of money never taken is invalid. Amounts are integer cents of
 * euros.
 */

export const PAYMENT_STATES = [
  'created',
  'pending',
  'paid',
  'failed',
  'canceled',
  'refunded',
] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

export const PAYMENT_EVENTS = [
  'opened',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
] as const
/**
 * 'opened': the provider's hosted page was created (→ pending); 'expired': the seat hold or the
 * provider session timed out (→ canceled).
 */
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

export type PaymentTransition = {
  state: PaymentState
  changed: boolean
  ignored?: 'replay' | 'backwards' | 'invalid'
}

/** The only accepted currency. */
export const PAYMENT_CURRENCY = 'EUR'

/** The state an event leads to when it is accepted. */
const EVENT_TARGET: Record<PaymentEvent, PaymentState> = {
  opened: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'canceled',
  refunded: 'refunded',
}

/** For each state, the target states reachable from it (anything else is backwards or invalid). */
const FORWARD: Record<PaymentState, readonly PaymentState[]> = {
  created: ['pending', 'paid', 'failed', 'canceled'],
  pending: ['paid', 'failed', 'canceled'],
  paid: ['refunded'],
  // A late "paid" after a failure, a cancel or an expiry is accepted: the money was really taken.
  failed: ['paid'],
  canceled: ['paid'],
  refunded: [],
}

/**
 * The state after `event` happens to a payment in state `current`. An event leading to the state
 * the payment is already in is a replay (changed false, ignored 'replay'), e.g. a second "paid"
 * notification, or an expiry after a cancel. A refund is only possible from paid: from created,
 * pending, failed or canceled it is 'invalid'. Any other move not allowed (out of refunded, from paid
 * back to failed/canceled/pending, from failed or canceled back to pending or to each other) is
 * ignored as 'backwards'. Important: a late "paid" after a failure, a cancel or an expiry IS
 * accepted (state paid, changed true) because the provider really took the money; the caller then
 * decides what to do with it (confirm the seat if still free, otherwise refund).
 */
export function nextPaymentState(current: PaymentState, event: PaymentEvent): PaymentTransition {
  const target = EVENT_TARGET[event]
  if (target === current) return { state: current, changed: false, ignored: 'replay' }
  if (FORWARD[current].includes(target)) return { state: target, changed: true }
  if (target === 'refunded' && current !== 'paid') {
    return { state: current, changed: false, ignored: 'invalid' }
  }
  return { state: current, changed: false, ignored: 'backwards' }
}

/**
 * Whether nothing can ever change the payment again. Only a refunded payment is final: a paid one
 * can still be refunded, and a failed or canceled one can still turn paid by a late notification.
 */
export function isFinalState(state: PaymentState): boolean {
  return state === 'refunded'
}

/** Whether the payment has an outcome (paid, failed, canceled or refunded): no longer awaited. */
export function isSettled(state: PaymentState): boolean {
  return state === 'paid' || state === 'failed' || state === 'canceled' || state === 'refunded'
}

/** Whether the payment still awaits the member (created or pending at the provider). */
export function isOpen(state: PaymentState): boolean {
  return state === 'created' || state === 'pending'
}

export type Money = { amountCents: number; currency: string }

export type CheckedAmount = { ok: true } | { ok: false; reason: 'amount' | 'currency' }

/**
 * Whether the amount a provider notified matches what we asked for. The currency is compared
 * case-insensitively (surrounding spaces ignored) and must be EUR on both sides, else 'currency';
 * the amounts must be the same integer number of cents, else 'amount'. The currency is checked
 * first: cents of another currency mean nothing.
 */
export function checkNotifiedAmount(expected: Money, notified: Money): CheckedAmount {
  const expectedCurrency = expected.currency.trim().toUpperCase()
  const notifiedCurrency = notified.currency.trim().toUpperCase()
  if (expectedCurrency !== PAYMENT_CURRENCY || notifiedCurrency !== PAYMENT_CURRENCY) {
    return { ok: false, reason: 'currency' }
  }
  if (
    !Number.isSafeInteger(notified.amountCents) ||
    notified.amountCents !== expected.amountCents
  ) {
    return { ok: false, reason: 'amount' }
  }
  return { ok: true }
}
