import { describe, expect, test } from 'vitest'

import { isConstrainedConnection } from '@/ui/primitives/link'

import { isChunkLoadError, RELOAD_GUARD_MS, shouldReload } from './chunk-reload'

describe('chunk reload guard', () => {
  test.each([
    [null, 1_000_000, true],
    [1_000_000 - RELOAD_GUARD_MS, 1_000_000, true],
    [1_000_000 - RELOAD_GUARD_MS + 1, 1_000_000, false],
    [1_000_000, 1_000_000, false],
    [Number.NaN, 1_000_000, true],
  ])('last reload at %s, now %s → reload: %s', (last, now, expected) => {
    expect(shouldReload(last, now)).toBe(expected)
  })

  test('the guard lasts 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
  })

  test.each([
    [{ name: 'ChunkLoadError', message: 'x' }, true],
    [new Error('Loading chunk 123 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'), true],
    [new Error('Failed to load chunk /_next/static/chunks/x.js'), true],
    [new Error('Network error'), false],
    ['ChunkLoadError', false],
    [null, false],
  ])('%o is a chunk load error: %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected)
  })
})

describe('prefetching on constrained connections', () => {
  test.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
  ])('%o → constrained: %s', (connection, expected) => {
    expect(isConstrainedConnection(connection)).toBe(expected)
  })
})
