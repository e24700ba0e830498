import { describe, expect, test } from 'vitest'

import {
  deriveShowStatus,
  findNextPerformance,
  getPerformanceEnd,
  isBookable,
  isStoredShowStatus,
  type Performance,
  type ShowStatus,
  type StoredShowStatus,
} from './show-status'

const now = new Date('2025-06-01T12:00:00Z')
const future = new Date('2025-06-10T18:30:00Z')
const past = new Date('2025-05-20T18:30:00Z')

describe('deriveShowStatus', () => {
  test.each<[StoredShowStatus | null, Date, ShowStatus]>([
    [null, future, 'scheduled'],
    [null, past, 'finished'],
    [null, now, 'finished'],
    [null, new Date(now.getTime() + 1), 'scheduled'],
    ['canceled', future, 'canceled'],
    ['canceled', past, 'canceled'],
    ['postponed', future, 'postponed'],
    ['postponed', past, 'postponed'],
    ['finished', future, 'finished'],
    ['finished', past, 'finished'],
    ['full', future, 'full'],
    ['full', past, 'finished'],
    ['exclusive', future, 'exclusive'],
    ['exclusive', past, 'finished'],
    ['promotion', future, 'promotion'],
    ['promotion', past, 'finished'],
  ])('set %s, starting %s → %s', (status, startsAt, expected) => {
    expect(deriveShowStatus({ startsAt, status }, now)).toBe(expected)
  })

  test('an undefined status is the same as none', () => {
    expect(deriveShowStatus({ startsAt: future }, now)).toBe('scheduled')
  })
})

describe('isBookable', () => {
  test.each<[StoredShowStatus | null, Date, boolean]>([
    [null, future, true],
    ['exclusive', future, true],
    ['promotion', future, true],
    ['full', future, false],
    ['canceled', future, false],
    ['postponed', future, false],
    ['finished', future, false],
    [null, past, false],
    ['promotion', past, false],
    [null, now, false],
  ])('set %s, starting %s → %s', (status, startsAt, expected) => {
    expect(isBookable({ startsAt, status }, now)).toBe(expected)
  })
})

describe('isStoredShowStatus', () => {
  test.each([
    ['canceled', true],
    ['promotion', true],
    ['scheduled', false],
    ['cancelled', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isStoredShowStatus(value)).toBe(expected)
  })
})

describe('getPerformanceEnd', () => {
  test.each<[string, Performance, string]>([
    [
      'given end',
      { startsAt: future, endsAt: new Date('2025-06-10T21:00:00Z') },
      '2025-06-10T21:00:00.000Z',
    ],
    ['no end: two hours', { startsAt: future }, '2025-06-10T20:30:00.000Z'],
    ['end before start is ignored', { startsAt: future, endsAt: past }, '2025-06-10T20:30:00.000Z'],
  ])('%s', (_name, performance, expected) => {
    expect(getPerformanceEnd(performance).toISOString()).toBe(expected)
  })
})

describe('findNextPerformance', () => {
  type Dated = Performance & { id: string }
  const at = (iso: string) => new Date(iso)

  test.each<[string, Dated[], string | null]>([
    ['none', [], null],
    ['all past', [{ id: 'a', startsAt: past }], null],
    [
      'earliest future, whatever the order',
      [
        { id: 'late', startsAt: at('2025-07-01T18:00:00Z') },
        { id: 'past', startsAt: past },
        { id: 'soon', startsAt: at('2025-06-02T18:00:00Z') },
      ],
      'soon',
    ],
    [
      'a canceled future performance is still featured',
      [
        { id: 'canceled', startsAt: at('2025-06-02T18:00:00Z'), status: 'canceled' },
        { id: 'later', startsAt: at('2025-06-05T18:00:00Z') },
      ],
      'canceled',
    ],
    [
      'a canceled past one is not',
      [
        { id: 'old', startsAt: past, status: 'canceled' },
        { id: 'later', startsAt: at('2025-06-05T18:00:00Z') },
      ],
      'later',
    ],
    [
      'one marked finished early is skipped',
      [
        { id: 'ended', startsAt: at('2025-06-02T18:00:00Z'), status: 'finished' },
        { id: 'later', startsAt: at('2025-06-05T18:00:00Z') },
      ],
      'later',
    ],
  ])('%s', (_name, performances, expected) => {
    expect(findNextPerformance(performances, now)?.id ?? null).toBe(expected)
  })
})
