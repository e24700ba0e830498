import { describe, expect, test } from 'vitest'

import { fromMonthDay, listMonthOptions, toMonthDay } from './day-month'

describe('day-month', () => {
  test.each([
    [{ day: '', month: '' }, ''],
    [{ day: '07', month: '' }, null],
    [{ day: '', month: '02' }, null],
    [{ day: '29', month: '02' }, '02-29'],
  ])('%j → %j', (value, expected) => {
    expect(toMonthDay(value)).toBe(expected)
  })

  test('reads the API value back', () => {
    expect(fromMonthDay('12-25')).toEqual({ month: '12', day: '25' })
    expect(fromMonthDay(null)).toEqual({ month: '', day: '' })
  })

  test.each([
    ['fr-FR', 'Janvier', 'Décembre'],
    ['en-US', 'January', 'December'],
  ])('months in %s', (tag, first, last) => {
    const months = listMonthOptions(tag)
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ value: '01', label: first })
    expect(months[11]).toEqual({ value: '12', label: last })
  })
})
