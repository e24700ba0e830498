import { describe, expect, test } from 'vitest'

import { isCurrent, isForMember, selectMemberItems, type TargetedItem } from './targeting'

const now = Date.parse('2026-11-23T12:00:00Z')
const day = 86_400_000
const item = (overrides: Partial<TargetedItem> = {}): TargetedItem => ({
  id: 1,
  kind: 'offer',
  statuses: [],
  casinoIds: [],
  validFrom: now - day,
  validUntil: now + day,
  ...overrides,
})

describe('isForMember: targeted by status and casino', () => {
  test.each<
    [
      string,
      Partial<TargetedItem>,
      { status: 'White' | 'Gold' | null; casinoId: number | null },
      boolean,
    ]
  >([
    ['everyone', {}, { status: 'White', casinoId: null }, true],
    [
      'Gold and Black, a Gold member',
      { statuses: ['Gold', 'Black'] },
      { status: 'Gold', casinoId: 3 },
      true,
    ],
    [
      'Gold and Black, a White member',
      { statuses: ['Gold', 'Black'] },
      { status: 'White', casinoId: 3 },
      false,
    ],
    ['one casino, its member', { casinoIds: [3] }, { status: 'White', casinoId: 3 }, true],
    ['one casino, another’s member', { casinoIds: [3] }, { status: 'White', casinoId: 4 }, false],
    [
      'one casino, no favourite casino',
      { casinoIds: [3] },
      { status: 'Gold', casinoId: null },
      false,
    ],
    ['a pre-member', {}, { status: null, casinoId: 3 }, false],
  ])('%s → %s', (_label, overrides, member, expected) => {
    expect(isForMember(item(overrides), member)).toBe(expected)
  })
})

describe('isCurrent: inside the validity dates', () => {
  test.each<[string, Partial<TargetedItem>, boolean]>([
    ['running', {}, true],
    ['not started', { validFrom: now + 1 }, false],
    ['over', { validUntil: now - 1 }, false],
    ['open-ended', { validFrom: null, validUntil: null }, true],
  ])('%s → %s', (_label, overrides, expected) => {
    expect(isCurrent(item(overrides), now)).toBe(expected)
  })
})

test('selectMemberItems: current and targeted, ending soonest first', () => {
  const items = [
    item({ id: 1, validUntil: now + 10 * day }),
    item({ id: 2, validUntil: now + 2 * day }),
    item({ id: 3, statuses: ['Black'] }),
    item({ id: 4, validUntil: null }),
    item({ id: 5, validUntil: now - day }),
  ]
  expect(
    selectMemberItems(items, { status: 'Gold', casinoId: null }, now).map((i) => i.id),
  ).toEqual([2, 1, 4])
})
