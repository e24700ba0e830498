import { describe, expect, test } from 'vitest'

import {
  CONSENT_COOKIE,
  decodeConsent,
  encodeConsent,
  isChoiceCurrent,
  type ConsentChoice,
} from '../domain'
import { CONSENT_HINT_SCRIPT } from './consent-hint'

/** Runs the head script against a document with these cookies and this policy version. */
function hint(cookie: string, version: string): string | undefined {
  const attributes: Record<string, string> = {}
  const document = {
    cookie,
    currentScript: { getAttribute: (name: string) => (name === 'data-version' ? version : null) },
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value
      },
    },
  }
  new Function('document', CONSENT_HINT_SCRIPT)(document)
  return attributes['data-consent']
}

/** The cookie as the banner stores it (consent-manager.tsx, storeChoice). */
const stored = (choice: ConsentChoice) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(choice))}`

const choice = (version: string, analytics = true): ConsentChoice => ({
  analytics,
  marketing: false,
  version,
  decidedAt: 1_795_000_000_000,
})

describe('the consent hint script: is the banner shown before hydration?', () => {
  test.each([
    ['no cookie at all', '', '2026-11', 'open'],
    ['other cookies only', 'atout_member=1; NEXT_LOCALE=en', '2026-11', 'open'],
    ['a choice under the current version', stored(choice('2026-11')), '2026-11', 'chosen'],
    ['a refusal under the current version', stored(choice('2026-11', false)), '2026-11', 'chosen'],
    [
      'a choice among other cookies',
      `a=1; ${stored(choice('2026-11'))}; atout_member=1`,
      '2026-11',
      'chosen',
    ],
    ['a choice under an older version', stored(choice('2026-05')), '2026-11', 'open'],
    ['a version that only starts the same', stored(choice('2026-1')), '2026-11', 'open'],
    ['a version with dots and underscores', stored(choice('v2.b_c')), 'v2.b_c', 'chosen'],
    ['another cookie whose name ends the same', `x${stored(choice('2026-11'))}`, '2026-11', 'open'],
    ['an unknown format', `${CONSENT_COOKIE}=v0%7C2026-11%7C10%7C1`, '2026-11', 'open'],
  ])('%s → %s', (_case, cookie, version, expected) => {
    expect(hint(cookie, version)).toBe(expected)
  })

  // Versions as env.ts allows them (letters, digits, dot, dash, underscore).
  test('it agrees with the island for every cookie the banner writes', () => {
    for (const version of ['2026-11', '2027-01', 'v2.b_c']) {
      for (const written of ['2026-11', '2027-01', 'v2.b_c', '2026-1']) {
        const value = encodeURIComponent(encodeConsent(choice(written)))
        const current = isChoiceCurrent(decodeConsent(value), version)
        expect(hint(`${CONSENT_COOKIE}=${value}`, version), `${written} under ${version}`).toBe(
          current ? 'chosen' : 'open',
        )
      }
    }
  })

  test('a script error leaves the page as it is (banner hidden, the island decides)', () => {
    const attributes: Record<string, string> = {}
    const document = {
      get cookie(): string {
        throw new Error('cookies blocked')
      },
      currentScript: { getAttribute: () => '2026-11' },
      documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) },
    }
    expect(() => new Function('document', CONSENT_HINT_SCRIPT)(document)).not.toThrow()
    expect(attributes).toEqual({})
  })
})
