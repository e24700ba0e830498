import { describe, expect, test } from 'vitest'

import { parseApiKey, readBearerKey } from './keys'

const secret = 'A'.repeat(43)

describe('integration keys', () => {
  test.each<[string, string, string | null]>([
    ['a key', `atk_abcdefgh_${secret}`, 'abcdefgh'],
    ['a short secret', `atk_abcdefgh_${'A'.repeat(42)}`, null],
    ['an upper-case prefix', `atk_ABCDEFGH_${secret}`, null],
    ['another scheme', `sk_abcdefgh_${secret}`, null],
    ['empty', '', null],
  ])('%s', (_label, value, prefix) => {
    expect(parseApiKey(value)?.prefix ?? null).toBe(prefix)
  })

  test.each<[string | null, string | null]>([
    ['Bearer atk_x', 'atk_x'],
    ['bearer  atk_x', 'atk_x'],
    ['Basic abc', null],
    [null, null],
  ])('%j → %j', (header, key) => {
    expect(readBearerKey(header)).toBe(key)
  })
})
