import { describe, expect, test } from 'vitest'

import {
  validateQuoteRequest,
  validateQuoteRequestDates,
  validateQuoteRequestNumbers,
} from './quote-request'

// 10:00 in Paris on 15 March 2026.
const now = new Date('2026-03-15T09:00:00Z')

describe('validateQuoteRequestDates', () => {
  test.each([
    ['no dates at all', {}, {}],
    ['event date today', { eventDate: '2026-03-15' }, {}],
    ['event date in the past', { eventDate: '2026-03-14' }, { eventDate: 'inThePast' }],
    ['event date not a day', { eventDate: '2026-02-30' }, { eventDate: 'invalidDate' }],
    ['event date not a date', { eventDate: 'next friday' }, { eventDate: 'invalidDate' }],
    ['blank strings are empty', { eventDate: ' ', arrival: '', departure: '' }, {}],
    ['arrival only', { arrival: '2026-04-01' }, {}],
    [
      'departure without arrival',
      { departure: '2026-04-03' },
      { departure: 'departureNeedsArrival' },
    ],
    ['departure after arrival', { arrival: '2026-04-01', departure: '2026-04-03' }, {}],
    ['departure on the arrival day', { arrival: '2026-04-01', departure: '2026-04-01' }, {}],
    [
      'departure before arrival',
      { arrival: '2026-04-03', departure: '2026-04-01' },
      { departure: 'beforeArrival' },
    ],
    [
      'invalid arrival: the departure is not compared',
      { arrival: '2026-13-01', departure: '2026-04-01' },
      { arrival: 'invalidDate' },
    ],
    [
      'past departure is reported as past, not as needing an arrival',
      { departure: '2026-03-01' },
      { departure: 'inThePast' },
    ],
  ])('%s', (_label, input, expected) => {
    expect(validateQuoteRequestDates(input, now)).toEqual(expected)
  })

  test('today is the Paris day: 23:30 UTC on the 14th is already the 15th in Paris', () => {
    const lateEvening = new Date('2026-03-14T23:30:00Z')
    expect(validateQuoteRequestDates({ eventDate: '2026-03-14' }, lateEvening)).toEqual({
      eventDate: 'inThePast',
    })
  })
})

describe('validateQuoteRequestNumbers', () => {
  test.each([
    ['all empty', {}, {}],
    ['one guest', { guests: 1 }, {}],
    ['no guests', { guests: 0 }, { guests: 'tooSmall' }],
    ['too many guests', { guests: 5001 }, { guests: 'tooLarge' }],
    ['fractional guests', { guests: 2.5 }, { guests: 'notAnInteger' }],
    ['zero rooms', { rooms: 0 }, {}],
    ['negative rooms', { rooms: -1 }, { rooms: 'tooSmall' }],
    ['budget in cents', { budgetCents: 1_500_000 }, {}],
    ['negative budget', { budgetCents: -100 }, { budgetCents: 'tooSmall' }],
    ['fractional cents', { budgetCents: 10.5 }, { budgetCents: 'notAnInteger' }],
  ])('%s', (_label, input, expected) => {
    expect(validateQuoteRequestNumbers(input)).toEqual(expected)
  })
})

test('validateQuoteRequest reports date and number errors together', () => {
  expect(validateQuoteRequest({ guests: 0, departure: '2026-04-01' }, now)).toEqual({
    guests: 'tooSmall',
    departure: 'departureNeedsArrival',
  })
})
