import { describe, expect, test } from 'vitest'

import {
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  checkNotifiedAmount,
  isFinalState,
  isOpen,
  isSettled,
  nextPaymentState,
  type PaymentEvent,
  type PaymentState,
} from './payment-state'

describe('nextPaymentState', () => {
  test.each<[PaymentState, PaymentEvent, PaymentState]>([
    ['created', 'opened', 'pending'],
    ['created', 'paid', 'paid'],
    ['created', 'failed', 'failed'],
    ['created', 'canceled', 'canceled'],
    ['created', 'expired', 'canceled'],
    ['pending', 'paid', 'paid'],
    ['pending', 'failed', 'failed'],
    ['pending', 'canceled', 'canceled'],
    ['pending', 'expired', 'canceled'],
    ['paid', 'refunded', 'refunded'],
    // A late "paid" after a failure or an expiry: the money was taken, it is accepted.
    ['failed', 'paid', 'paid'],
    ['canceled', 'paid', 'paid'],
  ])('%s + %s → %s', (current, event, state) => {
    expect(nextPaymentState(current, event)).toEqual({ state, changed: true })
  })

  test.each<[PaymentState, PaymentEvent]>([
    ['pending', 'opened'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['canceled', 'expired'],
    ['refunded', 'refunded'],
  ])('%s + %s is a replay', (current, event) => {
    expect(nextPaymentState(current, event)).toEqual({
      state: current,
      changed: false,
      ignored: 'replay',
    })
  })

  test.each<[PaymentState, PaymentEvent]>([
    ['paid', 'opened'],
    ['paid', 'failed'],
    ['paid', 'canceled'],
    ['paid', 'expired'],
    ['failed', 'opened'],
    ['failed', 'canceled'],
    ['failed', 'expired'],
    ['canceled', 'opened'],
    ['canceled', 'failed'],
    ['refunded', 'opened'],
    ['refunded', 'paid'],
    ['refunded', 'failed'],
    ['refunded', 'canceled'],
    ['refunded', 'expired'],
  ])('%s + %s is ignored as backwards', (current, event) => {
    expect(nextPaymentState(current, event)).toEqual({
      state: current,
      changed: false,
      ignored: 'backwards',
    })
  })

  test.each<[PaymentState]>([['created'], ['pending'], ['failed'], ['canceled']])(
    'a refund from %s is invalid',
    (current) => {
      expect(nextPaymentState(current, 'refunded')).toEqual({
        state: current,
        changed: false,
        ignored: 'invalid',
      })
    },
  )

  test('every state and event gives an answer, changed exactly when not ignored', () => {
    for (const current of PAYMENT_STATES) {
      for (const event of PAYMENT_EVENTS) {
        const result = nextPaymentState(current, event)
        expect(result.changed).toBe(result.ignored === undefined)
        expect(result.changed).toBe(result.state !== current)
      }
    }
  })
})

describe('state predicates', () => {
  test.each<[PaymentState, boolean, boolean, boolean]>([
    // state, final, settled, open
    ['created', false, false, true],
    ['pending', false, false, true],
    ['paid', false, true, false],
    ['failed', false, true, false],
    ['canceled', false, true, false],
    ['refunded', true, true, false],
  ])('%s: final %s, settled %s, open %s', (state, final, settled, open) => {
    expect(isFinalState(state)).toBe(final)
    expect(isSettled(state)).toBe(settled)
    expect(isOpen(state)).toBe(open)
  })
})

describe('checkNotifiedAmount', () => {
  const expected = { amountCents: 5000, currency: 'EUR' }

  test.each([
    ['same amount and currency', { amountCents: 5000, currency: 'EUR' }, { ok: true }],
    ['lower case currency', { amountCents: 5000, currency: 'eur' }, { ok: true }],
    ['padded currency', { amountCents: 5000, currency: ' Eur ' }, { ok: true }],
    ['one cent less', { amountCents: 4999, currency: 'EUR' }, { ok: false, reason: 'amount' }],
    ['one cent more', { amountCents: 5001, currency: 'EUR' }, { ok: false, reason: 'amount' }],
    [
      'euros instead of cents',
      { amountCents: 50, currency: 'EUR' },
      { ok: false, reason: 'amount' },
    ],
    ['fractional cents', { amountCents: 5000.5, currency: 'EUR' }, { ok: false, reason: 'amount' }],
    ['another currency', { amountCents: 5000, currency: 'USD' }, { ok: false, reason: 'currency' }],
    ['currency first', { amountCents: 1, currency: 'GBP' }, { ok: false, reason: 'currency' }],
    ['empty currency', { amountCents: 5000, currency: '' }, { ok: false, reason: 'currency' }],
  ])('%s', (_label, notified, result) => {
    expect(checkNotifiedAmount(expected, notified)).toEqual(result)
  })

  test('the expected currency must be EUR too', () => {
    expect(
      checkNotifiedAmount(
        { amountCents: 5000, currency: 'USD' },
        { amountCents: 5000, currency: 'USD' },
      ),
    ).toEqual({ ok: false, reason: 'currency' })
  })
})
