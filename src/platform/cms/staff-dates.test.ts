import { describe, expect, test } from 'vitest'

import { formatStaffDate } from './staff-dates'

const spaces = (text: string) => text.replace(/\s/g, ' ')

describe('staff dates', () => {
  test('in Paris time and the admin language, whatever the server zone', () => {
    // 17:54 UTC is 18:54 in Paris in November (UTC+1), 19:54 in June (UTC+2).
    expect(spaces(formatStaffDate('2026-11-25T17:54:00.000Z', 'fr'))).toBe('25 nov. 2026, 18:54')
    expect(spaces(formatStaffDate('2026-11-25T17:54:00.000Z', 'en'))).toBe('Nov 25, 2026, 6:54 PM')
    expect(spaces(formatStaffDate('2026-06-25T17:54:00.000Z', 'fr'))).toBe('25 juin 2026, 19:54')
  })

  test('an unreadable date shows nothing', () => {
    expect(formatStaffDate('not a date', 'fr')).toBe('')
  })
})
