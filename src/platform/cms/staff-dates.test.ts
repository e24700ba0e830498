import { describe, expect, test } from 'vitest'

import type { Field } from 'payload'

import { enterStaffDatesInParisTime, formatStaffDate } from './staff-dates'

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

describe('date fields staff type in', () => {
  const zoned = (field: Field) => 'timezone' in field && field.timezone !== undefined

  test('every date and time field, nested or not, is in Paris time; calendar days and hidden dates are not', () => {
    const fields: Field[] = [
      { name: 'startsAt', type: 'date' },
      { name: 'day', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'claimedAt', type: 'date', admin: { hidden: true } },
      {
        name: 'performances',
        type: 'array',
        fields: [
          {
            name: 'endsAt',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        type: 'tabs',
        tabs: [{ label: 'Tab', fields: [{ name: 'sentAt', type: 'date' }] }],
      },
    ]
    enterStaffDatesInParisTime([{ fields }])
    const array = fields[3] as Extract<Field, { type: 'array' }>
    const tabs = fields[4] as Extract<Field, { type: 'tabs' }>
    expect(fields.slice(0, 3).map(zoned)).toEqual([true, false, false])
    expect(zoned(array.fields[0]!)).toBe(true)
    expect(zoned(tabs.tabs[0]!.fields[0]!)).toBe(true)
    // Typed and shown in the admin language's pattern, unless the field sets its own.
    const startsAt = fields[0] as Extract<Field, { type: 'date' }>
    expect(startsAt.admin?.date).toEqual({ displayFormat: 'PPp' })
  })
})
