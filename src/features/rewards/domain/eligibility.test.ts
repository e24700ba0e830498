import { describe, expect, test } from 'vitest'

import type { CatalogueReward } from './catalogue'
import { checkEligibility, isEligible, type RewardMember } from './eligibility'

const now = Date.parse('2026-11-23T12:00:00Z')
const day = 86_400_000

const reward = (overrides: Partial<CatalogueReward> = {}): CatalogueReward => ({
  id: 1,
  title: 'Coupe de champagne',
  category: 'bars',
  pointsCost: 1_000,
  stock: 5,
  minimumStatus: 'White',
  availableFrom: null,
  availableUntil: null,
  casinoIds: [],
  publishedAt: now - 40 * day,
  ...overrides,
})
const gold: RewardMember = { status: 'Gold', points: 5_000 }

describe('checkEligibility: every reason a member cannot take a reward', () => {
  test.each<[string, Partial<CatalogueReward>, RewardMember, string[]]>([
    ['enough points, status and stock', {}, gold, []],
    ['exactly the cost', { pointsCost: 5_000 }, gold, []],
    ['one point short', { pointsCost: 5_001 }, gold, ['notEnoughPoints']],
    ['status too low', { minimumStatus: 'Black' }, gold, ['statusTooLow']],
    ['status just enough', { minimumStatus: 'Gold' }, gold, []],
    ['out of stock', { stock: 0 }, gold, ['outOfStock']],
    ['no stock limit', { stock: null }, gold, []],
    ['not yet in its window', { availableFrom: now + day }, gold, ['notYetAvailable']],
    ['window over', { availableUntil: now - 1 }, gold, ['noLongerAvailable']],
    ['inside its window', { availableFrom: now - day, availableUntil: now + day }, gold, []],
    ['published tomorrow', { publishedAt: now + day }, gold, ['notPublished']],
    [
      'several at once',
      { minimumStatus: 'Black', pointsCost: 9_000, stock: 0 },
      gold,
      ['outOfStock', 'statusTooLow', 'notEnoughPoints'],
    ],
    ['a pre-member', {}, { status: null, points: 0 }, ['notActiveMember']],
  ])('%s', (_label, overrides, member, codes) => {
    const reasons = checkEligibility(reward(overrides), member, now)
    expect(reasons.map((reason) => reason.code)).toEqual(codes)
    expect(isEligible(reasons)).toBe(codes.length === 0)
  })

  test('the reasons carry what the screen says: points missing, status required', () => {
    expect(
      checkEligibility(reward({ pointsCost: 6_200, minimumStatus: 'Black' }), gold, now),
    ).toEqual([
      { code: 'statusTooLow', required: 'Black' },
      { code: 'notEnoughPoints', missing: 1_200 },
    ])
  })

  test.each<[number[], number | null | undefined, boolean]>([
    [[], 7, true],
    [[7, 8], 7, true],
    [[7, 8], 9, false],
    [[7, 8], undefined, true],
    [[7, 8], null, true],
  ])('offered at %j, asked for casino %s → %s', (casinoIds, casinoId, ok) => {
    const reasons = checkEligibility(reward({ casinoIds }), gold, now, casinoId)
    expect(isEligible(reasons)).toBe(ok)
    if (!ok) expect(reasons).toEqual([{ code: 'notAtCasino' }])
  })
})
