import { describe, expect, test } from 'vitest'

import { isConstrainedConnection } from '@/ui/primitives/link'

import {
  decideChunkRecovery,
  isChunkLoadError,
  NAVIGATION_INTENT_MS,
  readNavigationTarget,
  RELOAD_GUARD_MS,
  shouldReload,
  type LinkClick,
} from './chunk-reload'

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

describe('chunk load recovery after a click on a link', () => {
  const here = 'https://atout.example/nos-casinos'
  const target = 'https://atout.example/tournois-poker'
  const now = 5_000_000

  test.each<
    [string, Parameters<typeof decideChunkRecovery>[0], ReturnType<typeof decideChunkRecovery>]
  >([
    [
      'a failure right after a click opens the clicked page, not the page being left',
      { lastRecoveryAt: null, now, pending: { url: target, at: now - 300 }, location: here },
      { kind: 'navigate', url: target },
    ],
    [
      'no click: the page reloads',
      { lastRecoveryAt: null, now, pending: null, location: here },
      { kind: 'reload' },
    ],
    [
      'a click too long ago is not this failure’s: the page reloads',
      {
        lastRecoveryAt: null,
        now,
        pending: { url: target, at: now - NAVIGATION_INTENT_MS - 1 },
        location: here,
      },
      { kind: 'reload' },
    ],
    [
      'the click already landed (the failure is the new page’s own): reload it',
      { lastRecoveryAt: null, now, pending: { url: target, at: now - 300 }, location: target },
      { kind: 'reload' },
    ],
    [
      'within 10 seconds of the last recovery: nothing, even after a click',
      {
        lastRecoveryAt: now - RELOAD_GUARD_MS + 1,
        now,
        pending: { url: target, at: now - 300 },
        location: here,
      },
      { kind: 'none' },
    ],
    [
      'the guard record has expired: recover again',
      {
        lastRecoveryAt: now - RELOAD_GUARD_MS,
        now,
        pending: { url: target, at: now - 300 },
        location: here,
      },
      { kind: 'navigate', url: target },
    ],
  ])('%s', (_, input, expected) => {
    expect(decideChunkRecovery(input)).toEqual(expected)
  })

  const click = (change: Partial<LinkClick>): LinkClick => ({
    button: 0,
    modified: false,
    defaultPrevented: false,
    href: target,
    target: '',
    download: false,
    ...change,
  })

  test.each<[string, Partial<LinkClick>, string | null]>([
    ['a plain click on a link of the site', {}, target],
    ['target _self', { target: '_self' }, target],
    [
      'a relative link with a query',
      { href: '/tournois-poker?buyInMin=50' },
      `${target}?buyInMin=50`,
    ],
    ['a middle click (new tab)', { button: 1 }, null],
    ['a click with a modifier key (new tab or window)', { modified: true }, null],
    ['a link to another window', { target: '_blank' }, null],
    ['a download', { download: true }, null],
    ['another site', { href: 'https://anj.fr/' }, null],
    ['an anchor on the same page', { href: `${here}#caps` }, null],
    ['a click a script cancelled', { defaultPrevented: true }, null],
  ])('%s → %s', (_, change, expected) => {
    expect(readNavigationTarget(click(change), here)).toBe(expected)
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
