import { describe, expect, test } from 'vitest'

import {
  type BlindStructure,
  computeBlindSchedule,
  computeLevelEnd,
  computeStructureEnd,
  findItemAt,
  validateBlindStructure,
} from './blind-structure'

const start = new Date('2025-06-01T18:00:00Z')
const structure: BlindStructure = {
  levelDurationMinutes: 20,
  items: [
    { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0 },
    { kind: 'level', smallBlind: 150, bigBlind: 300, ante: 0 },
    { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 50, durationMinutes: 30 },
    { kind: 'break', durationMinutes: 15 },
    { kind: 'level', smallBlind: 300, bigBlind: 600, ante: 75 },
  ],
}

const hhmm = (date: Date) => date.toISOString().slice(11, 16)

describe('computeBlindSchedule', () => {
  test('levels and breaks back to back, levels numbered, breaks not', () => {
    const schedule = computeBlindSchedule(start, structure).map((item) => [
      item.kind === 'level' ? `L${item.number}` : 'break',
      hhmm(item.startsAt),
      hhmm(item.endsAt),
    ])
    expect(schedule).toEqual([
      ['L1', '18:00', '18:20'],
      ['L2', '18:20', '18:40'],
      ['L3', '18:40', '19:10'],
      ['break', '19:10', '19:25'],
      ['L4', '19:25', '19:45'],
    ])
  })

  test('a daylight-saving night does not change how long levels last', () => {
    // 30 March 2025 00:00 UTC is 01:00 in Paris; clocks jump to 03:00 an hour later.
    const night = new Date('2025-03-30T00:00:00Z')
    const hourly: BlindStructure = {
      levelDurationMinutes: 60,
      items: [
        { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0 },
        { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 0 },
        { kind: 'level', smallBlind: 300, bigBlind: 600, ante: 0 },
      ],
    }
    expect(computeStructureEnd(night, hourly).toISOString()).toBe('2025-03-30T03:00:00.000Z')
  })
})

describe('ends and current item', () => {
  test.each([
    [1, '18:20'],
    [3, '19:10'],
    [4, '19:45'],
    [5, null],
    [0, null],
  ])('level %i ends at %s', (level, expected) => {
    const end = computeLevelEnd(start, structure, level)
    expect(end ? hhmm(end) : null).toBe(expected)
  })

  test.each([
    [{ levelDurationMinutes: 20, items: [] }, '18:00'],
    [structure, '19:45'],
  ])('structure end: %#', (value, expected) => {
    expect(hhmm(computeStructureEnd(start, value))).toBe(expected)
  })

  test.each([
    ['17:59', null],
    ['18:00', 'L1'],
    ['18:19', 'L1'],
    ['18:20', 'L2'],
    ['19:15', 'break'],
    ['19:44', 'L4'],
    ['19:45', null],
  ])('at %s → %s', (time, expected) => {
    const item = findItemAt(start, structure, new Date(`2025-06-01T${time}:00Z`))
    const label = item ? (item.kind === 'level' ? `L${item.number}` : 'break') : null
    expect(label).toBe(expected)
  })
})

describe('validateBlindStructure', () => {
  const level = { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0 } as const

  test.each<[string, BlindStructure, ReturnType<typeof validateBlindStructure>]>([
    ['valid', structure, []],
    [
      'no level',
      { levelDurationMinutes: 20, items: [{ kind: 'break', durationMinutes: 10 }] },
      [{ index: null, code: 'noLevels' }],
    ],
    [
      'zero level duration',
      { levelDurationMinutes: 0, items: [level] },
      [{ index: null, code: 'invalidDuration' }],
    ],
    [
      'negative break',
      { levelDurationMinutes: 20, items: [level, { kind: 'break', durationMinutes: -5 }] },
      [{ index: 1, code: 'invalidDuration' }],
    ],
    [
      'fractional own duration',
      { levelDurationMinutes: 20, items: [{ ...level, durationMinutes: 12.5 }] },
      [{ index: 0, code: 'invalidDuration' }],
    ],
    [
      'big blind below small blind',
      { levelDurationMinutes: 20, items: [{ ...level, smallBlind: 300 }] },
      [{ index: 0, code: 'bigBlindBelowSmallBlind' }],
    ],
    [
      'negative ante',
      { levelDurationMinutes: 20, items: [{ ...level, ante: -1 }] },
      [{ index: 0, code: 'invalidBlinds' }],
    ],
    [
      'no big blind',
      { levelDurationMinutes: 20, items: [{ ...level, smallBlind: 0, bigBlind: 0 }] },
      [{ index: 0, code: 'invalidBlinds' }],
    ],
    [
      'blinds going down (a break in between does not hide it)',
      {
        levelDurationMinutes: 20,
        items: [
          { ...level, smallBlind: 200, bigBlind: 400 },
          { kind: 'break', durationMinutes: 10 },
          level,
        ],
      },
      [{ index: 2, code: 'blindsDecreasing' }],
    ],
  ])('%s', (_name, value, expected) => {
    expect(validateBlindStructure(value)).toEqual(expected)
  })
})
