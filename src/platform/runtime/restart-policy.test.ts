import { describe, expect, it } from 'vitest'

import { restartDelayMs } from './restart-policy'

describe('restartDelayMs', () => {
  it.each([
    [1, 500],
    [2, 1_000],
    [3, 2_000],
    [6, 16_000],
    [7, 30_000],
    [50, 30_000],
    [0, 500],
    [-3, 500],
  ])('after %i failure(s) in a row waits %i ms', (failures, delay) => {
    expect(restartDelayMs(failures)).toBe(delay)
  })
})
