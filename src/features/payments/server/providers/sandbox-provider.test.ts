import { createHmac, hkdfSync } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { NotificationRejected, type CreateHostedPaymentInput } from './port'
import {
  SANDBOX_PATH_PREFIX,
  SANDBOX_SIGNATURE_HEADER,
  createSandboxProvider,
  type SandboxNotificationPayload,
} from './sandbox-provider'

const secret = 'a-test-secret-of-at-least-thirty-two-characters'
const siteUrl = 'https://casino.example'
const start = new Date('2026-06-01T10:00:00Z')

/** A provider whose clock the test moves. */
function setup(options: { secret?: string } = {}) {
  const clock = { now: start }
  const provider = createSandboxProvider({
    secret: options.secret ?? secret,
    siteUrl: `${siteUrl}/`,
    now: () => clock.now,
  })
  return { provider, clock }
}

const input: CreateHostedPaymentInput = {
  reference: 'pay_0001',
  amountCents: 2500,
  currency: 'EUR',
  description: 'Tournoi du dimanche — Texas Hold’em',
  locale: 'fr',
  customerEmail: 'ada@example.com',
  returnUrl: 'https://casino.example/fr/paiement/retour?ref=pay_0001',
  cancelUrl: 'https://casino.example/fr/paiement/annule',
  expiresAt: new Date('2026-06-01T10:30:00Z'),
}

function tokenOf(redirectUrl: string): string {
  const prefix = `${siteUrl}${SANDBOX_PATH_PREFIX}/`
  expect(redirectUrl.startsWith(prefix)).toBe(true)
  return redirectUrl.slice(prefix.length)
}

function notification(overrides: Partial<SandboxNotificationPayload> = {}) {
  return {
    id: 'evt_abc123',
    type: 'payment.paid',
    providerRef: 'sbx_AAAAAAAAAAAAAAAAAAAAAAAA',
    reference: 'pay_0001',
    amountCents: 2500,
    currency: 'EUR',
    occurredAt: '2026-06-01T10:05:00.000Z',
    ...overrides,
  } satisfies SandboxNotificationPayload
}

function raw(body: string, signature: string | null) {
  const headers = new Headers()
  if (signature !== null) headers.set(SANDBOX_SIGNATURE_HEADER, signature)
  return { body, headers }
}

/** The documented scheme, computed independently of the provider. */
function signIndependently(body: string, timestamp: number, key = secret): string {
  const derived = Buffer.from(
    hkdfSync('sha256', key, 'atout-sandbox-v1', 'notification-signature', 32),
  )
  const mac = createHmac('sha256', derived).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(NotificationRejected)
  return (error as NotificationRejected).reason
}

describe('sandbox hosted payment', () => {
  test('the redirect URL carries a token that reads back the payment', async () => {
    const { provider } = setup()
    const hosted = await provider.createHostedPayment(input)

    expect(hosted.providerRef).toMatch(/^sbx_[A-Za-z0-9_-]{24}$/)
    const token = tokenOf(hosted.redirectUrl)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(provider.readSession(token)).toEqual({
      providerRef: hosted.providerRef,
      reference: 'pay_0001',
      amountCents: 2500,
      currency: 'EUR',
      description: input.description,
      locale: 'fr',
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt,
      expired: false,
    })
  })

  test('each payment gets its own session id', async () => {
    const { provider } = setup()
    const [a, b] = await Promise.all([
      provider.createHostedPayment(input),
      provider.createHostedPayment(input),
    ])
    expect(a.providerRef).not.toBe(b.providerRef)
  })

  test('a session read after its expiry says so', async () => {
    const { provider, clock } = setup()
    const token = tokenOf((await provider.createHostedPayment(input)).redirectUrl)
    clock.now = input.expiresAt
    expect(provider.readSession(token)?.expired).toBe(true)
  })

  test.each([
    [
      'the amount changed in the body',
      (token: string) => {
        const [body, mac] = token.split('.')
        const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'))
        const changed = Buffer.from(JSON.stringify({ ...claims, amountCents: 1 }))
        return `${changed.toString('base64url')}.${mac}`
      },
    ],
    [
      'one signature character changed',
      (token: string) => `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`,
    ],
    ['no signature', (token: string) => token.split('.')[0]!],
    ['an empty signature', (token: string) => `${token.split('.')[0]}.`],
    ['two dots', (token: string) => `${token}.x`],
    ['not a token', () => 'hello'],
    ['empty', () => ''],
    ['percent-encoded junk', () => '%7B%7D.abc'],
  ])('forged token: %s → null', async (_label, forge) => {
    const { provider } = setup()
    const token = tokenOf((await provider.createHostedPayment(input)).redirectUrl)
    expect(provider.readSession(forge(token))).toBeNull()
  })

  test('a token of another secret → null', async () => {
    const other = setup({ secret: `${secret}-other` }).provider
    const token = tokenOf((await other.createHostedPayment(input)).redirectUrl)
    expect(setup().provider.readSession(token)).toBeNull()
  })

  test('a well signed token of the wrong shape → null (never throws)', () => {
    const key = Buffer.from(hkdfSync('sha256', secret, 'atout-sandbox-v1', 'hosted-page-token', 32))
    const forge = (text: string) => {
      const body = Buffer.from(text).toString('base64url')
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
    }
    const { provider } = setup()
    // The independent signer is right: a genuine payload with it reads back.
    const genuine = forge(
      JSON.stringify({
        providerRef: 'sbx_x',
        reference: 'pay_1',
        amountCents: 1,
        currency: 'EUR',
        description: '',
        locale: 'en',
        returnUrl: 'r',
        cancelUrl: 'c',
        expiresAt: 0,
      }),
    )
    expect(provider.readSession(genuine)?.reference).toBe('pay_1')
    expect(provider.readSession(forge('not json'))).toBeNull()
    expect(provider.readSession(forge('{"providerRef":"sbx_x"}'))).toBeNull()
    expect(provider.readSession(forge('null'))).toBeNull()
  })

  test('rejects an amount that is not a positive whole number of cents', async () => {
    const { provider } = setup()
    for (const amountCents of [0, -1, 12.5, Number.NaN]) {
      await expect(provider.createHostedPayment({ ...input, amountCents })).rejects.toThrow()
    }
  })
})

describe('sandbox notifications', () => {
  test.each([
    ['payment.paid', 'paid'],
    ['payment.failed', 'failed'],
    ['payment.canceled', 'canceled'],
    ['payment.refunded', 'refunded'],
  ] as const)('%s verifies as %s', async (type, state) => {
    const { provider } = setup()
    const { body, signature } = provider.signNotification(notification({ type, currency: 'eur' }))
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    await expect(provider.verifyNotification(raw(body, signature))).resolves.toEqual({
      notificationId: 'evt_abc123',
      providerRef: 'sbx_AAAAAAAAAAAAAAAAAAAAAAAA',
      reference: 'pay_0001',
      state,
      amountCents: 2500,
      currency: 'EUR',
      occurredAt: new Date('2026-06-01T10:05:00.000Z'),
    })
  })

  test('the header follows the documented scheme', () => {
    const { provider } = setup()
    const { body, signature } = provider.signNotification(notification())
    expect(signature).toBe(signIndependently(body, start.getTime() / 1000))
  })

  test('a replay of the same body verifies again (idempotency is the service’s job)', async () => {
    const { provider, clock } = setup()
    const signed = provider.signNotification(notification())
    const first = await provider.verifyNotification(raw(signed.body, signed.signature))
    clock.now = new Date(start.getTime() + 60_000)
    const replay = await provider.verifyNotification(raw(signed.body, signed.signature))
    expect(replay).toEqual(first)
    expect(replay.notificationId).toBe('evt_abc123')
  })

  test.each([
    ['4 min 59 s later', 299_000, true],
    ['5 min later', 300_000, true],
    ['6 min later', 360_000, false],
    ['6 min earlier (a timestamp from the future)', -360_000, false],
  ])('a signature checked %s: accepted %s', async (_label, offsetMs, accepted) => {
    const { provider, clock } = setup()
    const { body, signature } = provider.signNotification(notification())
    clock.now = new Date(start.getTime() + offsetMs)
    const verifying = provider.verifyNotification(raw(body, signature))
    if (accepted) await expect(verifying).resolves.toMatchObject({ state: 'paid' })
    else expect(await rejection(verifying)).toBe('signature')
  })

  test.each([
    [
      'tampered body',
      (body: string, signature: string) => [body.replace('2500', '1'), signature] as const,
    ],
    [
      'a space added to the body',
      (body: string, signature: string) => [`${body} `, signature] as const,
    ],
    [
      'signed with another secret',
      (body: string) => [body, signIndependently(body, start.getTime() / 1000, 'x'.repeat(40))],
    ],
    [
      'the timestamp changed',
      (body: string, signature: string) =>
        [body, signature.replace(/^t=\d+/, `t=${start.getTime() / 1000 - 1}`)] as const,
    ],
    ['no header', (body: string) => [body, null] as const],
    ['an empty header', (body: string) => [body, ''] as const],
    ['no v1', (body: string, signature: string) => [body, signature.split(',')[0]!] as const],
    ['no t', (body: string, signature: string) => [body, signature.split(',')[1]!] as const],
    [
      'a v1 that is not hex',
      (body: string, signature: string) => [body, signature.replace(/v1=.*/, 'v1=zz')] as const,
    ],
  ])('rejected as signature: %s', async (_label, tamper) => {
    const { provider } = setup()
    const signed = provider.signNotification(notification())
    const [body, signature] = tamper(signed.body, signed.signature)
    expect(await rejection(provider.verifyNotification(raw(body, signature)))).toBe('signature')
  })

  test('a header with several v1 signatures verifies when one matches (key rotation)', async () => {
    const { provider } = setup()
    const { body, signature } = provider.signNotification(notification())
    const [t, v1] = signature.split(',')
    const header = `${t},v1=${'0'.repeat(64)},${v1}`
    await expect(provider.verifyNotification(raw(body, header))).resolves.toMatchObject({
      state: 'paid',
    })
  })

  test.each([
    ['not JSON', '{"id": "evt_1", '],
    ['JSON null', 'null'],
    ['an unknown type', JSON.stringify(notification({ type: 'payment.stolen' as never }))],
    ['a negative amount', JSON.stringify(notification({ amountCents: -5 }))],
    ['an amount in euros', JSON.stringify(notification({ amountCents: 25.5 }))],
    ['no reference', JSON.stringify({ ...notification(), reference: undefined })],
    ['a bad date', JSON.stringify(notification({ occurredAt: 'yesterday' }))],
    ['an id not evt_', JSON.stringify(notification({ id: 'abc' }))],
  ])('well signed but malformed (%s) → payload', async (_label, body) => {
    const { provider } = setup()
    const signature = signIndependently(body, start.getTime() / 1000)
    expect(await rejection(provider.verifyNotification(raw(body, signature)))).toBe('payload')
  })
})

describe('sandbox payment state and refunds', () => {
  test('an unknown payment reads as pending with no amount', async () => {
    const { provider } = setup()
    await expect(provider.readPaymentState('sbx_unknown')).resolves.toEqual({
      state: 'pending',
      amountCents: 0,
      currency: 'EUR',
    })
  })

  test('state follows creation, then the last notification signed', async () => {
    const { provider } = setup()
    const { providerRef } = await provider.createHostedPayment(input)
    await expect(provider.readPaymentState(providerRef)).resolves.toEqual({
      state: 'pending',
      amountCents: 2500,
      currency: 'EUR',
    })
    provider.signNotification(notification({ providerRef, type: 'payment.failed' }))
    expect((await provider.readPaymentState(providerRef)).state).toBe('failed')
    provider.signNotification(notification({ providerRef, type: 'payment.paid' }))
    expect((await provider.readPaymentState(providerRef)).state).toBe('paid')
  })

  test('state is kept per provider instance', async () => {
    const a = setup().provider
    const { providerRef } = await a.createHostedPayment(input)
    a.signNotification(notification({ providerRef }))
    expect((await setup().provider.readPaymentState(providerRef)).state).toBe('pending')
  })

  test('a paid payment refunds once, and again answers the same refund', async () => {
    const { provider } = setup()
    const { providerRef } = await provider.createHostedPayment(input)
    provider.signNotification(notification({ providerRef }))
    const refund = { providerRef, amountCents: 2500, reference: 'pay_0001' }
    const first = await provider.refund(refund)
    expect(first.refundRef).toMatch(/^re_sbx_[A-Za-z0-9_-]{24}$/)
    expect((await provider.readPaymentState(providerRef)).state).toBe('refunded')
    await expect(provider.refund(refund)).resolves.toEqual(first)
  })

  test('a payment the sandbox knows unpaid cannot be refunded', async () => {
    const { provider } = setup()
    const { providerRef } = await provider.createHostedPayment(input)
    await expect(
      provider.refund({ providerRef, amountCents: 2500, reference: 'pay_0001' }),
    ).rejects.toThrow(/pending/)
  })

  test('a payment unknown to this process (after a restart) can be refunded', async () => {
    const { provider } = setup()
    const { refundRef } = await provider.refund({
      providerRef: 'sbx_from_before',
      amountCents: 2500,
      reference: 'pay_0001',
    })
    expect(refundRef).toMatch(/^re_sbx_/)
  })
})
