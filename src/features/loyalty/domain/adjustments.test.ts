import { describe, expect, test } from 'vitest'

import {
  adjustmentSize,
  checkDecision,
  isValidApprovalThreshold,
  needsApproval,
  type AdjustmentDecision,
  type AdjustmentStatus,
  type DecisionProblem,
} from './adjustments'

describe('adjustmentSize', () => {
  test.each([
    [100, 0, 100],
    [-100_000, 0, 100_000],
    [50, -700, 700],
    [0, 0, 0],
  ])('reward %i, status %i → %i', (rewardPoints, statusPoints, expected) => {
    expect(adjustmentSize({ rewardPoints, statusPoints })).toBe(expected)
  })
})

describe('needsApproval', () => {
  test.each([
    ['support, below the threshold', 9_999, 0, 10_000, false, false],
    ['support, at the threshold', 10_000, 0, 10_000, false, false],
    ['support, above it', 10_001, 0, 10_000, false, true],
    ['support, a large debit', -100_000, 0, 10_000, false, true],
    ['support, large status points only', 0, 20_000, 10_000, false, true],
    ['support, threshold zero', 1, 0, 0, false, true],
    ['an administrator, above it', 100_000, 100_000, 10_000, true, false],
  ])('%s', (_name, rewardPoints, statusPoints, threshold, byAdministrator, expected) => {
    expect(needsApproval({ rewardPoints, statusPoints }, threshold, byAdministrator)).toBe(expected)
  })
})

describe('isValidApprovalThreshold', () => {
  test.each([
    [10_000, true],
    [0, true],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
    [null, false],
    ['10000', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidApprovalThreshold(value)).toBe(expected)
  })
})

describe('checkDecision', () => {
  test.each<[AdjustmentStatus, number | null, AdjustmentDecision, DecisionProblem | null]>([
    ['pending', 7, 'approve', null],
    ['pending', 7, 'reject', null],
    ['pending', 1, 'approve', 'ownRequest'],
    ['pending', 1, 'reject', 'ownRequest'],
    ['pending', null, 'approve', null],
    ['approved', 7, 'approve', null],
    ['rejected', 7, 'reject', null],
    ['approved', 7, 'reject', 'alreadyDecided'],
    ['rejected', 7, 'approve', 'alreadyDecided'],
    ['applied', 7, 'approve', 'alreadyDecided'],
    ['applied', 7, 'reject', 'alreadyDecided'],
  ])(
    '%s request by %j, administrator 1 decides to %s → %j',
    (status, requestedBy, decision, expected) => {
      expect(checkDecision({ status, requestedBy }, 1, decision)).toBe(expected)
    },
  )
})
