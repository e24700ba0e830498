import { describe, expect, test } from 'vitest'

import {
  decodeNewsletterToken,
  deriveSubscriptionStatus,
  encodeNewsletterToken,
  type NewsletterClaims,
  type Signer,
} from './newsletter'

// A stand-in signature: the real one is an HMAC (server/newsletter-tokens.ts). Any function of
// the body and a key shows what the rules do with it.
const signWith =
  (key: string): Signer =>
  (body) =>
    [...`${key}:${body}`]
      .reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
      .toString(36)
const sign = signWith('key-1')
const now = Date.UTC(2026, 10, 23)

const confirm: NewsletterClaims = {
  purpose: 'confirm',
  email: 'léa@example.com',
  lists: ['casino', 'partner'],
  locale: 'en',
  expiresAt: now + 1000,
}
const unsubscribe: NewsletterClaims = {
  purpose: 'unsubscribe',
  email: 'ann@example.com',
  list: 'hotel',
}

describe('newsletter tokens', () => {
  test.each([
    ['a confirmation', confirm],
    ['an unsubscription from one list', unsubscribe],
    ['an unsubscription from every list', { ...unsubscribe, list: null }],
  ])('%s survives the round trip', (_name, claims) => {
    const token = encodeNewsletterToken(claims as NewsletterClaims, sign)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[a-z0-9]+$/)
    expect(decodeNewsletterToken(token, sign, now)).toEqual({ ok: true, claims })
  })

  const good = encodeNewsletterToken(unsubscribe, sign)
  const [body, signature] = good.split('.')
  const forged = encodeNewsletterToken({ ...unsubscribe, email: 'victim@example.com' }, sign)
  test.each([
    ['missing', undefined, 'invalid'],
    ['empty', '', 'invalid'],
    ['signed with another key', encodeNewsletterToken(unsubscribe, signWith('key-2')), 'invalid'],
    ['another address under a copied signature', `${forged.split('.')[0]}.${signature}`, 'invalid'],
    ['a changed signature', `${body}.${signature}x`, 'invalid'],
    ['no signature', body, 'invalid'],
    ['three parts', `${good}.x`, 'invalid'],
    ['a body that is not JSON', `abc.${sign('abc')}`, 'invalid'],
    [
      'an unknown list',
      encodeNewsletterToken({ ...confirm, lists: ['casino', 'poker' as never] }, sign),
      'invalid',
    ],
    ['no list to confirm', encodeNewsletterToken({ ...confirm, lists: [] }, sign), 'invalid'],
    [
      'an expired confirmation',
      encodeNewsletterToken({ ...confirm, expiresAt: now }, sign),
      'expired',
    ],
    ['far too long', 'x'.repeat(2000), 'invalid'],
  ])('refused: %s', (_name, token, problem) => {
    expect(decodeNewsletterToken(token, sign, now)).toEqual({ ok: false, problem })
  })

  test('an unsubscribe link never expires', () => {
    expect(decodeNewsletterToken(good, sign, now + 10 * 365 * 86_400_000).ok).toBe(true)
  })
})

describe('subscription status', () => {
  test.each([
    [{ casino: true }, null, 'pending'],
    [{}, null, 'pending'],
    [{ hotel: true }, '2026-11-01T00:00:00.000Z', 'subscribed'],
    [{ casino: false, hotel: false, partner: false }, '2026-11-01T00:00:00.000Z', 'unsubscribed'],
  ])('lists %j, confirmed %s → %s', (lists, confirmedAt, status) => {
    expect(deriveSubscriptionStatus({ lists, confirmedAt })).toBe(status)
  })
})
