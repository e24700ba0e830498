import { describe, expect, test } from 'vitest'

import { validateMonthDay } from './day-field'

const options = (language: 'fr' | 'en') => ({ req: { i18n: { language } } }) as never

describe('a lucky date saved from the admin is a day of the year', () => {
  test.each([
    [null, true],
    ['', true],
    ['04-17', true],
    ['02-29', true],
    ['12-31', true],
    ['13-01', false],
    ['04-31', false],
    ['4-17', false],
    ['17/04', false],
    ['2026-04-17', false],
  ])('%j → %s', (value, valid) => {
    expect(validateMonthDay(value as string, options('en')) === true).toBe(valid)
  })

  test('refused in the admin’s language', () => {
    expect(validateMonthDay('13-01', options('fr'))).toBe('Un jour de l’année : jour et mois')
    expect(validateMonthDay('13-01', options('en'))).toBe('A day of the year: day and month')
  })
})
