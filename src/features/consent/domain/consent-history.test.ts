import { describe, expect, test } from 'vitest'

import { isConsentSource, listConsentChanges } from './consent-history'

describe('listConsentChanges', () => {
  test.each([
    ['nothing before, given', undefined, { email: true }, [{ subject: 'email', granted: true }]],
    ['nothing before, not given', undefined, { email: false }, []],
    [
      'null before counts as not given',
      { sms: null },
      { sms: true },
      [{ subject: 'sms', granted: true }],
    ],
    ['withdrawn', { casino: true }, { casino: false }, [{ subject: 'casino', granted: false }]],
    ['unchanged', { casino: true, hotel: false }, { casino: true, hotel: false }, []],
    [
      'a subject the new state does not say is left alone',
      { mail: true },
      { email: true },
      [{ subject: 'email', granted: true }],
    ],
    ['null after is not a change', { mail: true }, { mail: null }, []],
    ['a key that is no consent (a preference) is not recorded', {}, { shows: true }, []],
    [
      'several at once, in order',
      { email: true, sms: false, mail: true },
      { email: false, sms: true, mail: true },
      [
        { subject: 'email', granted: false },
        { subject: 'sms', granted: true },
      ],
    ],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(listConsentChanges(before, after)).toEqual(expected)
  })
})

test.each([
  ['profile', true],
  ['banner', true],
  ['unsubscribe', true],
  ['Profile', false],
  ['', false],
  [null, false],
] as const)('isConsentSource(%j) is %s', (value, expected) => {
  expect(isConsentSource(value)).toBe(expected)
})
