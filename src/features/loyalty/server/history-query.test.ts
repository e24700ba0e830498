import { describe, expect, it } from 'vitest'

import { readHistoryQuery } from './history-query'

describe('readHistoryQuery', () => {
  it.each([
    [{}, { kind: null, from: null, to: null, page: 1 }],
    [{ kind: 'play' }, { kind: 'play', from: null, to: null, page: 1 }],
    [{ kind: ['adjustment', 'play'] }, { kind: 'adjustment', from: null, to: null, page: 1 }],
    [{ kind: 'DROP TABLE' }, { kind: null, from: null, to: null, page: 1 }],
    [{ kind: 'x'.repeat(500) }, { kind: null, from: null, to: null, page: 1 }],
    [
      { from: '2026-01-05', to: '2026-02-01' },
      { kind: null, from: '2026-01-05', to: '2026-02-01', page: 1 },
    ],
    [
      { from: '2026-02-01', to: '2026-01-05' },
      { kind: null, from: '2026-01-05', to: '2026-02-01', page: 1 },
    ],
    [{ from: '2026-02-30' }, { kind: null, from: null, to: null, page: 1 }],
    [{ from: '5 jan' }, { kind: null, from: null, to: null, page: 1 }],
    [{ page: '3' }, { kind: null, from: null, to: null, page: 3 }],
    [{ page: ' 2 ' }, { kind: null, from: null, to: null, page: 2 }],
    [{ page: '0' }, { kind: null, from: null, to: null, page: 1 }],
    [{ page: '-1' }, { kind: null, from: null, to: null, page: 1 }],
    [{ page: '1e3' }, { kind: null, from: null, to: null, page: 1 }],
    [{ page: '99999999' }, { kind: null, from: null, to: null, page: 1 }],
    [
      { unknown: 'x', page: '2' },
      { kind: null, from: null, to: null, page: 2 },
    ],
  ])('%j → %j', (query, expected) => {
    expect(readHistoryQuery(query)).toEqual(expected)
  })
})
