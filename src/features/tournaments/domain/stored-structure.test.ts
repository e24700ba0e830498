import { describe, expect, test } from 'vitest'

import { toBlindStructure } from './stored-structure'

describe('toBlindStructure', () => {
  test.each([
    ['no rows', { levelDurationMinutes: 20, blindLevels: [] }, null],
    [
      'no level duration',
      { levelDurationMinutes: null, blindLevels: [{ kind: 'level' as const }] },
      null,
    ],
  ])('%s → null', (_label, stored, expected) => {
    expect(toBlindStructure(stored)).toBe(expected)
  })

  test('levels keep their own duration; missing chips read as 0; a break without duration gets the default', () => {
    expect(
      toBlindStructure({
        levelDurationMinutes: 20,
        blindLevels: [
          { kind: 'level', smallBlind: 100, bigBlind: 200, ante: null, durationMinutes: null },
          { kind: 'break', durationMinutes: null },
          { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, durationMinutes: 30 },
        ],
      }),
    ).toEqual({
      levelDurationMinutes: 20,
      items: [
        { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: null },
        { kind: 'break', durationMinutes: 20 },
        { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, durationMinutes: 30 },
      ],
    })
  })
})
