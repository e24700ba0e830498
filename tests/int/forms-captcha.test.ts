import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { CAPTCHA_CHALLENGE_TTL_MS } from '@/platform/domain/captcha'
import { encodeAltchaPayload, verifyCaptcha } from '@/platform/security/captcha/verify-captcha'
import { solveCaptchaForTest } from '../support/captcha-test-kit'
import { captchaChallengeRoute } from '@/features/forms/server/routes'
import { getEnv, type Env } from '@/platform/config/env'

import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

const check = (token: string | null, now?: number) =>
  verifyCaptcha(ctx.payload, { token, form: 'contact', ip: '203.0.113.5', now })

const outcome = (verdict: Awaited<ReturnType<typeof verifyCaptcha>>) =>
  verdict.ok ? 'ok' : verdict.code

describe('ALTCHA, verified on the server', () => {
  test('the challenge endpoint answers a signed, expiring challenge that is never cached', async () => {
    const response = await captchaChallengeRoute()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.parameters.algorithm).toBe('SHA-256')
    expect(body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now())
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
    // The expected answer is signed, not given: the browser has to search for it.
    expect(JSON.stringify(body)).not.toContain('counter')
  })

  test('a solved challenge passes once; the same solution again is refused as a replay', async () => {
    const token = await solveCaptchaForTest()
    expect(outcome(await check(token))).toBe('ok')
    expect(outcome(await check(token))).toBe('captchaReplayed')
  })

  test('the same solution sent 8 times in parallel passes exactly once', async () => {
    const token = await solveCaptchaForTest()
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => check(token)))
    expect(verdicts.map(outcome).sort()).toEqual([...Array(7).fill('captchaReplayed'), 'ok'])
  })

  test('a solution sent after the challenge expired is refused', async () => {
    const token = await solveCaptchaForTest()
    expect(outcome(await check(token, Date.now() + CAPTCHA_CHALLENGE_TTL_MS + 1000))).toBe(
      'captchaExpired',
    )
  })

  test.each([
    ['no answer', null, 'captchaRequired'],
    ['not base64 JSON', 'not-a-token', 'captchaInvalid'],
    ['an oversized token', 'x'.repeat(5000), 'captchaInvalid'],
  ])('%s is refused', async (_name, token, code) => {
    expect(outcome(await check(token))).toBe(code)
  })

  test('a wrong answer, or parameters changed after signing, are refused', async () => {
    const decoded = JSON.parse(Buffer.from(await solveCaptchaForTest(), 'base64').toString())
    const key: string = decoded.solution.derivedKey
    const wrongKey = {
      ...decoded,
      solution: {
        ...decoded.solution,
        derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`,
      },
    }
    expect(outcome(await check(encodeAltchaPayload(wrongKey)))).toBe('captchaInvalid')
    const easier = {
      ...decoded,
      challenge: {
        ...decoded.challenge,
        parameters: { ...decoded.challenge.parameters, expiresAt: 4_000_000_000 },
      },
    }
    expect(outcome(await check(encodeAltchaPayload(easier)))).toBe('captchaInvalid')
  })

  test('a challenge signed with another secret is refused', async () => {
    const token = await solveCaptchaForTest()
    const other: Env = { ...getEnv(), PAYLOAD_SECRET: 'z'.repeat(64) }
    const verdict = await verifyCaptcha(
      ctx.payload,
      { token, form: 'contact', ip: null },
      { env: other },
    )
    expect(outcome(verdict)).toBe('captchaInvalid')
  })
})

describe('reCAPTCHA by configuration', () => {
  const env = (provider: 'recaptcha-v2' | 'recaptcha-v3'): Env => ({
    ...getEnv(),
    CAPTCHA_PROVIDER: provider,
    RECAPTCHA_V2_SITE_KEY: 'a'.repeat(40),
    RECAPTCHA_V3_SITE_KEY: 'b'.repeat(40),
    RECAPTCHA_SECRET_KEY: 'c'.repeat(40),
    RECAPTCHA_MIN_SCORE: 0.5,
  })

  test('the token, the secret and the visitor address go to Google; its verdict decides', async () => {
    const calls: Array<{ url: string; body: string }> = []
    const fakeGoogle = (answer: object) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body) })
        return Response.json(answer)
      }) as typeof fetch
    const v3 = await verifyCaptcha(
      ctx.payload,
      { token: 'google-token', form: 'newsletter', ip: '198.51.100.7' },
      {
        env: env('recaptcha-v3'),
        fetch: fakeGoogle({ success: true, score: 0.9, action: 'newsletter' }),
      },
    )
    expect(outcome(v3)).toBe('ok')
    expect(calls[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify')
    const sent = new URLSearchParams(calls[0]!.body)
    expect(sent.get('secret')).toBe('c'.repeat(40))
    expect(sent.get('response')).toBe('google-token')
    expect(sent.get('remoteip')).toBe('198.51.100.7')

    const replay = await verifyCaptcha(
      ctx.payload,
      { token: 'google-token', form: 'newsletter', ip: null },
      {
        env: env('recaptcha-v2'),
        fetch: fakeGoogle({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      },
    )
    expect(outcome(replay)).toBe('captchaReplayed')
  })

  test('Google out of reach: the form is refused as unavailable, never let through', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    const verdict = await verifyCaptcha(
      ctx.payload,
      { token: 'google-token', form: 'contact', ip: null },
      { env: env('recaptcha-v2'), fetch: down },
    ).finally(() => {
      console.error = original
    })
    expect(outcome(verdict)).toBe('captchaUnavailable')
  })
})
