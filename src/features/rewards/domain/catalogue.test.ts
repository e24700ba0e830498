import { describe, expect, test } from 'vitest'

import { isNewReward, isRewardListType, selectLatestRewards, sortRewards } from './catalogue'
import {
  canChangeVoucherStatus,
  computeValidUntil,
  describeVoucherState,
  formatVoucherCode,
  VOUCHER_CODE_PATTERN,
} from './vouchers'

const now = Date.parse('2026-11-23T12:00:00Z')
const day = 86_400_000

describe('sortRewards', () => {
  const rewards = [
    { id: 1, title: 'Dîner', pointsCost: 6_200 },
    { id: 2, title: 'Apéritif', pointsCost: 1_500 },
    { id: 3, title: 'Bowling', pointsCost: 6_200 },
    { id: 4, title: 'Suite', pointsCost: 31_000 },
  ]
  test.each([
    ['points-asc', [2, 3, 1, 4]],
    ['points-desc', [4, 3, 1, 2]],
  ] as const)('%s (equal costs by title)', (sort, ids) => {
    expect(sortRewards(rewards, sort).map((reward) => reward.id)).toEqual(ids)
  })
})

describe('isNewReward: published in the last 30 days', () => {
  test.each([
    ['today', now, true],
    ['29 days ago', now - 29 * day, true],
    ['30 days ago, to the millisecond', now - 30 * day, false],
    ['31 days ago', now - 31 * day, false],
    ['not published yet', now + day, false],
  ])('%s → %s', (_label, publishedAt, expected) => {
    expect(isNewReward({ publishedAt }, now)).toBe(expected)
  })
})

describe('selectLatestRewards: the member’s latest, each reward once', () => {
  test('newest first, a reward taken twice at its last time, limited', () => {
    const redemptions = [
      { rewardId: 1, issuedAt: now - 10 * day },
      { rewardId: 2, issuedAt: now - 5 * day },
      { rewardId: 1, issuedAt: now - day },
      { rewardId: 3, issuedAt: now - 20 * day },
    ]
    expect(selectLatestRewards(redemptions, 2)).toEqual([
      { rewardId: 1, lastIssuedAt: now - day },
      { rewardId: 2, lastIssuedAt: now - 5 * day },
    ])
    expect(selectLatestRewards([], 5)).toEqual([])
  })
})

describe('list types', () => {
  test.each([
    ['bars', true],
    ['slot-machines', true],
    ['latest', true],
    ['new', true],
    ['casino', false],
    ['', false],
  ])('%s → %s', (type, expected) => expect(isRewardListType(type)).toBe(expected))
})

describe('vouchers', () => {
  test('codes are AT-XXXX-XXXX in an unambiguous alphabet', () => {
    const code = formatVoucherCode(new Uint8Array([0, 1, 2, 31, 32, 255, 200, 100]))
    expect(code).toBe('AT-012Z-0Z84')
    expect(code).toMatch(VOUCHER_CODE_PATTERN)
    expect(() => formatVoucherCode(new Uint8Array(4))).toThrow()
  })

  test.each<[string, number | null, number | null, number]>([
    ['the reward’s days', 30, null, now + 30 * day],
    ['the default 60 days', null, null, now + 60 * day],
    ['never past the reward’s window', 30, now + 10 * day, now + 10 * day],
    ['a window already past is ignored', 30, now - day, now + 30 * day],
  ])('valid until: %s', (_label, days, until, expected) => {
    expect(computeValidUntil(now, days, until)).toBe(expected)
  })

  test.each([
    ['issued', 'used', true],
    ['issued', 'cancelled', true],
    ['used', 'cancelled', false],
    ['cancelled', 'issued', false],
    ['cancelled', 'used', false],
    ['used', 'used', true],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canChangeVoucherStatus(from, to)).toBe(allowed)
  })

  test('an issued voucher past its date shows as expired', () => {
    expect(describeVoucherState({ status: 'issued', validUntil: now - 1 }, now)).toBe('expired')
    expect(describeVoucherState({ status: 'issued', validUntil: now + 1 }, now)).toBe('issued')
    expect(describeVoucherState({ status: 'used', validUntil: now - 1 }, now)).toBe('used')
  })
})
