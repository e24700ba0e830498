import Stripe from 'stripe'
import { describe, expect, test } from 'vitest'

import { NotificationRejected, type CreateHostedPaymentInput } from './port'
import { createStripeProvider, withCheckoutSessionId } from './stripe-provider'

/**
 * The real SDK with a fake HTTP layer: every request is recorded and answered from canned JSON,
 * so these tests check what goes on the wire and never touch the network.
 */

const webhookSecret = 'whsec_testsecret'
const now = new Date('2026-06-01T10:00:00Z')
const nowSeconds = now.getTime() / 1000

type Recorded = {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  headers: Headers
}
type Route = (request: Recorded) => unknown

function fakeStripe(routes: Record<string, Route>) {
  const requests: Recorded[] = []
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const request: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    }
    requests.push(request)
    const route = routes[`${request.method} ${request.path}`]
    if (!route) {
      return Response.json(
        { error: { type: 'invalid_request_error', message: 'no such route' } },
        { status: 404 },
      )
    }
    return Response.json(route(request), { headers: { 'request-id': 'req_test' } })
  }
  const stripe = new Stripe('sk_test_x', {
    httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
    maxNetworkRetries: 0,
    telemetry: false,
  })
  const provider = createStripeProvider({
    secretKey: 'sk_test_x',
    webhookSecret,
    stripe,
    now: () => now,
  })
  return { provider, requests, stripe }
}

const input: CreateHostedPaymentInput = {
  reference: 'pay_0001',
  amountCents: 2500,
  currency: 'EUR',
  description: 'Tournoi du dimanche',
  locale: 'fr',
  customerEmail: 'ada@example.com',
  returnUrl: 'https://casino.example/fr/paiement/retour?ref=pay_0001',
  cancelUrl: 'https://casino.example/fr/paiement/annule',
  expiresAt: new Date(now.getTime() + 2 * 3_600_000),
}

const createdSession = {
  id: 'cs_test_123',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_123',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 2500,
  currency: 'eur',
}

describe('Stripe Checkout Session', () => {
  test('creates one session with our reference, amount and URLs', async () => {
    const { provider, requests } = fakeStripe({
      'POST /v1/checkout/sessions': () => createdSession,
    })
    await expect(provider.createHostedPayment(input)).resolves.toEqual({
      providerRef: 'cs_test_123',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_123',
    })

    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request!.method).toBe('POST')
    expect(request!.headers.get('authorization')).toBe('Bearer sk_test_x')
    expect(request!.headers.get('idempotency-key')).toBe('checkout-pay_0001')
    expect(Object.fromEntries(request!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Tournoi du dimanche',
      client_reference_id: 'pay_0001',
      'metadata[reference]': 'pay_0001',
      'payment_intent_data[metadata][reference]': 'pay_0001',
      success_url:
        'https://casino.example/fr/paiement/retour?ref=pay_0001&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://casino.example/fr/paiement/annule',
      locale: 'fr',
      customer_email: 'ada@example.com',
      expires_at: String(nowSeconds + 2 * 3600),
    })
  })

  test('sends no customer email when there is none', async () => {
    const { provider, requests } = fakeStripe({
      'POST /v1/checkout/sessions': () => createdSession,
    })
    await provider.createHostedPayment({ ...input, customerEmail: null, locale: 'en' })
    expect(requests[0]!.form.has('customer_email')).toBe(false)
    expect(requests[0]!.form.get('locale')).toBe('en')
  })

  test.each([
    ['10 minutes away: raised to Stripe’s 30 minutes (and a margin)', 10 * 60, 31 * 60],
    ['exactly 30 minutes away: raised by the margin', 30 * 60, 31 * 60],
    ['2 hours away: kept', 2 * 3600, 2 * 3600],
    ['already past: raised', -60, 31 * 60],
    ['48 hours away: lowered to Stripe’s 24 hours (less a margin)', 48 * 3600, 24 * 3600 - 60],
  ])('expiry %s', async (_label, inSeconds, expectedInSeconds) => {
    const { provider, requests } = fakeStripe({
      'POST /v1/checkout/sessions': () => createdSession,
    })
    await provider.createHostedPayment({
      ...input,
      expiresAt: new Date(now.getTime() + inSeconds * 1000),
    })
    expect(requests[0]!.form.get('expires_at')).toBe(String(nowSeconds + expectedInSeconds))
  })

  test.each([
    ['https://a.example/r', 'https://a.example/r?session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.example/r?x=1', 'https://a.example/r?x=1&session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.example/r?', 'https://a.example/r?session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.example/r?x=1&', 'https://a.example/r?x=1&session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.example/r#top', 'https://a.example/r?session_id={CHECKOUT_SESSION_ID}#top'],
    ['https://a.example/r?x=1#t', 'https://a.example/r?x=1&session_id={CHECKOUT_SESSION_ID}#t'],
  ])('success URL %s → %s', (url, expected) => {
    expect(withCheckoutSessionId(url)).toBe(expected)
  })

  test('a session without a URL is an error', async () => {
    const { provider } = fakeStripe({
      'POST /v1/checkout/sessions': () => ({ ...createdSession, url: null }),
    })
    await expect(provider.createHostedPayment(input)).rejects.toThrow(/no URL/)
  })

  test('a Stripe error surfaces', async () => {
    const { provider } = fakeStripe({})
    await expect(provider.createHostedPayment(input)).rejects.toThrow(/no such route/)
  })
})

describe('Stripe payment state', () => {
  const intent = (status: string, refunded = false) => ({
    id: 'pi_1',
    object: 'payment_intent',
    status,
    latest_charge: { id: 'ch_1', object: 'charge', refunded },
  })
  test.each([
    ['open', { status: 'open', payment_status: 'unpaid', payment_intent: null }, 'pending'],
    ['expired', { status: 'expired', payment_status: 'unpaid', payment_intent: null }, 'canceled'],
    [
      'complete and paid',
      { status: 'complete', payment_status: 'paid', payment_intent: intent('succeeded') },
      'paid',
    ],
    [
      'complete, paid, charge refunded',
      { status: 'complete', payment_status: 'paid', payment_intent: intent('succeeded', true) },
      'refunded',
    ],
    [
      'complete, payment processing',
      { status: 'complete', payment_status: 'unpaid', payment_intent: intent('processing') },
      'pending',
    ],
    [
      'complete, delayed payment failed',
      {
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: intent('requires_payment_method'),
      },
      'failed',
    ],
  ])('%s → %s', async (_label, fields, state) => {
    const { provider, requests } = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_123': () => ({ ...createdSession, ...fields }),
    })
    await expect(provider.readPaymentState('cs_test_123')).resolves.toEqual({
      state,
      amountCents: 2500,
      currency: 'EUR',
    })
    expect(requests[0]!.query.getAll('expand[0]')).toEqual(['payment_intent.latest_charge'])
  })
})

describe('Stripe refunds', () => {
  test('refunds the session’s PaymentIntent with an idempotency key', async () => {
    const { provider, requests } = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_123': () => ({
        ...createdSession,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: { id: 'pi_1', object: 'payment_intent', latest_charge: 'ch_1' },
      }),
      'POST /v1/refunds': () => ({ id: 're_1', object: 'refund', amount: 2500 }),
    })
    await expect(
      provider.refund({ providerRef: 'cs_test_123', amountCents: 2500, reference: 'pay_0001' }),
    ).resolves.toEqual({ refundRef: 're_1' })
    const refund = requests.find((request) => request.path === '/v1/refunds')!
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: 'pi_1', amount: '2500' })
    expect(refund.headers.get('idempotency-key')).toBe('refund-pay_0001')
  })

  test('a session without payment cannot be refunded', async () => {
    const { provider, requests } = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_123': () => ({ ...createdSession, payment_intent: null }),
    })
    await expect(
      provider.refund({ providerRef: 'cs_test_123', amountCents: 2500, reference: 'pay_0001' }),
    ).rejects.toThrow(/no payment/)
    expect(requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions/cs_test_123'])
  })
})

describe('Stripe webhooks', () => {
  const session = {
    id: 'cs_test_123',
    object: 'checkout.session',
    client_reference_id: 'pay_0001',
    metadata: { reference: 'pay_0001' },
    amount_total: 2500,
    currency: 'eur',
    payment_status: 'paid',
    status: 'complete',
  }
  const charge = {
    id: 'ch_1',
    object: 'charge',
    amount: 2500,
    amount_refunded: 2500,
    currency: 'eur',
    refunded: true,
    metadata: { reference: 'pay_0001' },
    payment_intent: 'pi_1',
  }
  const created = nowSeconds - 30

  function event(type: string, object: object) {
    return JSON.stringify(
      {
        id: 'evt_1',
        object: 'event',
        api_version: '2026-01-01',
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      },
      null,
      2,
    )
  }

  function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp ?? nowSeconds - 5,
    })
    return { body: payload, headers: new Headers({ 'stripe-signature': signature }) }
  }

  async function rejection(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(NotificationRejected)
    return (error as NotificationRejected).reason
  }

  const expected = {
    notificationId: 'evt_1',
    providerRef: 'cs_test_123',
    reference: 'pay_0001',
    amountCents: 2500,
    currency: 'EUR',
    occurredAt: new Date(created * 1000),
  }

  test.each([
    ['checkout.session.completed', session, 'paid'],
    [
      'checkout.session.completed',
      { ...session, client_reference_id: null, payment_status: 'no_payment_required' },
      'paid',
    ],
    ['checkout.session.async_payment_succeeded', session, 'paid'],
    ['checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }, 'failed'],
    [
      'checkout.session.expired',
      { ...session, status: 'expired', payment_status: 'unpaid' },
      'canceled',
    ],
  ])('%s (%#) → %s', async (type, object, state) => {
    const { provider } = fakeStripe({})
    await expect(provider.verifyNotification(signed(event(type, object)))).resolves.toEqual({
      ...expected,
      state,
    })
  })

  test('charge.refunded → refunded, matched by reference (no session id)', async () => {
    const { provider, requests } = fakeStripe({})
    const notification = await provider.verifyNotification(
      signed(event('charge.refunded', { ...charge, amount_refunded: 1000 })),
    )
    expect(notification).toEqual({
      ...expected,
      providerRef: '',
      state: 'refunded',
      amountCents: 1000,
    })
    expect(requests).toEqual([])
  })

  test.each([
    ['payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }],
    ['customer.created', { id: 'cus_1', object: 'customer' }],
    ['constructor', session],
  ])('%s is ignored', async (type, object) => {
    const { provider } = fakeStripe({})
    expect(await rejection(provider.verifyNotification(signed(event(type, object))))).toBe(
      'ignored',
    )
  })

  test('a completed session whose payment is still processing is ignored', async () => {
    const { provider } = fakeStripe({})
    const body = event('checkout.session.completed', { ...session, payment_status: 'unpaid' })
    expect(await rejection(provider.verifyNotification(signed(body)))).toBe('ignored')
  })

  test.each([
    [
      'tampered body',
      () => {
        const raw = signed(event('checkout.session.completed', session))
        return { ...raw, body: raw.body.replace('2500', '25') }
      },
    ],
    [
      'wrong secret',
      () => signed(event('checkout.session.completed', session), { secret: 'whsec_other' }),
    ],
    [
      'old timestamp (6 minutes)',
      () => signed(event('checkout.session.completed', session), { timestamp: nowSeconds - 360 }),
    ],
    [
      'no signature header',
      () => ({ body: event('checkout.session.completed', session), headers: new Headers() }),
    ],
    [
      'a garbage signature header',
      () => ({
        body: event('checkout.session.completed', session),
        headers: new Headers({ 'stripe-signature': 'garbage' }),
      }),
    ],
  ])('%s → signature', async (_label, build) => {
    const { provider } = fakeStripe({})
    expect(await rejection(provider.verifyNotification(build()))).toBe('signature')
  })

  test('4 minutes old is still accepted', async () => {
    const { provider } = fakeStripe({})
    const raw = signed(event('checkout.session.completed', session), {
      timestamp: nowSeconds - 240,
    })
    await expect(provider.verifyNotification(raw)).resolves.toMatchObject({ state: 'paid' })
  })

  test.each([
    [
      'a session without reference',
      event('checkout.session.completed', { ...session, client_reference_id: null, metadata: {} }),
    ],
    ['a charge without reference', event('charge.refunded', { ...charge, metadata: {} })],
    [
      'a session without amount',
      event('checkout.session.expired', { ...session, amount_total: null }),
    ],
    ['a body that is not JSON', '{"id": "evt_1", '],
  ])('%s → payload', async (_label, body) => {
    const { provider } = fakeStripe({})
    expect(await rejection(provider.verifyNotification(signed(body)))).toBe('payload')
  })
})
