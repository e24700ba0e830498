import { describe, expect, test } from 'vitest'

import { planWelcomeGrant, SPONSOR_WELCOME_POINTS, welcomeKey } from './welcome'

describe('planWelcomeGrant: the sponsor is rewarded when the godson becomes active', () => {
  test.each([
    ['an active godson with a sponsor', { id: 2, state: 'Active', sponsorId: 1 }, true],
    ['a pre-member godson', { id: 2, state: 'PreMember', sponsorId: 1 }, false],
    ['an active member without a sponsor', { id: 2, state: 'Active', sponsorId: null }, false],
    ['a member who is his own sponsor', { id: 2, state: 'Active', sponsorId: 2 }, false],
  ])('%s → %s', (_label, godson, granted) => {
    const grant = planWelcomeGrant(godson)
    expect(grant !== null).toBe(granted)
    if (grant) expect(grant).toEqual({ sponsorId: 1, godsonId: 2, points: 3_100 })
  })

  test('3,100 points, one key per godson', () => {
    expect(SPONSOR_WELCOME_POINTS).toBe(3_100)
    expect(welcomeKey(42)).toBe(welcomeKey(42))
    expect(welcomeKey(42)).not.toBe(welcomeKey(43))
  })
})
