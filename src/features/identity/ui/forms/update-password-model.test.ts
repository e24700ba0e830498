import { describe, expect, test } from 'vitest'

import { describeEndedSessions } from './update-password-model'

const strings = {
  endedSessionsNone: 'none',
  endedSessionsOne: 'one',
  endedSessionsOther: '{count} others',
}

describe('describeEndedSessions', () => {
  test.each([
    [0, 'fr', 'none'],
    [1, 'fr', 'one'],
    [1, 'en', 'one'],
    [2, 'en', '2 others'],
    [1234, 'en', '1,234 others'],
    [1234, 'fr', '1\u202f234 others'],
  ] as const)('%i session(s) in %s → %s', (count, locale, expected) => {
    expect(describeEndedSessions(count, strings, locale)).toBe(expected)
  })
})
