import { describe, expect, test } from 'vitest'

import { ERASURE_COOLING_OFF_MS, erasureAlias, erasureDueAt } from './erasure'

const DAY = 24 * 60 * 60 * 1000
const asked = Date.UTC(2026, 10, 28, 21, 30)

describe('closing an account', () => {
  test('the cooling-off period is 14 days', () => {
    expect(ERASURE_COOLING_OFF_MS).toBe(14 * DAY)
    expect(erasureDueAt(asked)).toBe(Date.UTC(2026, 11, 12, 21, 30))
  })

  test('kept records carry an alias per request, never the person', () => {
    expect(erasureAlias(42)).toBe('erased-42')
  })
})
