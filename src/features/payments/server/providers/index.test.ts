import { afterEach, describe, expect, test, vi } from 'vitest'

import { getPaymentProvider, getSandboxProvider, resetPaymentProviderForTests } from './index'

const env = vi.hoisted(() => ({
  PAYLOAD_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
  SITE_URL: 'https://casino.example',
  STRIPE_SECRET_KEY: undefined as string | undefined,
  STRIPE_WEBHOOK_SECRET: undefined as string | undefined,
}))

vi.mock('@/platform/config/env', () => ({ getEnv: () => env }))

afterEach(() => {
  env.STRIPE_SECRET_KEY = undefined
  env.STRIPE_WEBHOOK_SECRET = undefined
  resetPaymentProviderForTests()
})

describe('the configured payment provider', () => {
  test('the sandbox without Stripe keys, the same instance as getSandboxProvider()', async () => {
    const provider = getPaymentProvider()
    expect(provider.name).toBe('sandbox')
    expect(provider).toBe(getSandboxProvider())
    expect(getPaymentProvider()).toBe(provider)
    const hosted = await provider.createHostedPayment({
      reference: 'pay_1',
      amountCents: 100,
      currency: 'EUR',
      description: 'Test',
      locale: 'en',
      returnUrl: 'https://casino.example/r',
      cancelUrl: 'https://casino.example/c',
      expiresAt: new Date(Date.now() + 60_000),
    })
    expect(hosted.redirectUrl).toMatch(/^https:\/\/casino\.example\/sandbox-pay\//)
  })

  test('Stripe with both keys; the sandbox stays available for its routes', () => {
    env.STRIPE_SECRET_KEY = 'sk_test_abc'
    env.STRIPE_WEBHOOK_SECRET = 'whsec_abc'
    const provider = getPaymentProvider()
    expect(provider.name).toBe('stripe')
    expect(getPaymentProvider()).toBe(provider)
    expect(getSandboxProvider().name).toBe('sandbox')
  })

  test('reset forgets the built provider', () => {
    expect(getPaymentProvider().name).toBe('sandbox')
    env.STRIPE_SECRET_KEY = 'sk_test_abc'
    env.STRIPE_WEBHOOK_SECRET = 'whsec_abc'
    expect(getPaymentProvider().name).toBe('sandbox')
    resetPaymentProviderForTests()
    expect(getPaymentProvider().name).toBe('stripe')
  })
})
