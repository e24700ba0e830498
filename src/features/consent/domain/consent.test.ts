import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import {
  decodeConsent,
  encodeConsent,
  isChoiceCurrent,
  scheduleConsentPush,
  type ConsentChoice,
  type ConsentPushOutcome,
} from './consent'

const choice: ConsentChoice = {
  analytics: true,
  marketing: false,
  version: '2026-11',
  decidedAt: 1_795_000_000_000,
}

describe('the stored choice', () => {
  test('round trip through the cookie value', () => {
    expect(encodeConsent(choice)).toBe('v1|2026-11|10|1795000000')
    expect(decodeConsent(encodeConsent(choice))).toEqual(choice)
    expect(decodeConsent(encodeURIComponent(encodeConsent(choice)))).toEqual(choice)
  })

  test.each([null, '', 'v2|2026-11|10|1', 'v1|2026-11|1|1', 'v1||11|1', 'v1|x|11|soon'])(
    'unreadable value %j is no choice',
    (value) => {
      expect(decodeConsent(value)).toBeNull()
    },
  )

  test.each([
    [choice, '2026-11', true],
    [choice, '2027-03', false],
    [null, '2026-11', false],
  ])('a choice for version %# is current for %s: %s', (stored, version, current) => {
    expect(isChoiceCurrent(stored, version)).toBe(current)
  })
})

describe('consent push timing (spec §4, §9: 10 attempts, 500 ms apart)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /**
   * Runs the scheduler for 10 s of fake time with the choice known from `choiceAt` and the tag
   * manager loaded from `loadedAt` (ms; null: never), and tells when the event was pushed.
   */
  function run(choiceAt: number | null, loadedAt: number | null) {
    const pushes: number[] = []
    let outcome: { outcome: ConsentPushOutcome; attempts: number } | null = null
    const start = Date.now()
    const elapsed = () => Date.now() - start
    scheduleConsentPush({
      readChoice: () => (choiceAt !== null && elapsed() >= choiceAt ? choice : null),
      isTagManagerLoaded: () => loadedAt !== null && elapsed() >= loadedAt,
      push: () => pushes.push(elapsed()),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      onDone: (result, attempts) => {
        outcome = { outcome: result, attempts }
      },
    })
    vi.advanceTimersByTime(10_000)
    return { pushes, outcome: outcome as { outcome: ConsentPushOutcome; attempts: number } | null }
  }

  test.each([
    ['both already there: pushed at once', 0, 0, [0], 'pushed', 1],
    ['tag manager loads at 1.2 s: pushed on the next attempt', 0, 1200, [1500], 'pushed', 4],
    ['choice seen at 2 s, tag manager ready: pushed then', 2000, 0, [2000], 'pushed', 5],
    ['both late but in time: the 10th attempt pushes', 4500, 4500, [4500], 'pushed', 10],
    ['tag manager loads after the last attempt: given up', 0, 4501, [], 'gaveUp', 10],
    ['tag manager blocked: given up after 10 attempts', 0, null, [], 'gaveUp', 10],
    ['no choice: nothing pushed', null, 0, [], 'gaveUp', 10],
  ])('%s', (_name, choiceAt, loadedAt, pushes, outcome, attempts) => {
    const result = run(choiceAt, loadedAt)
    expect(result.pushes).toEqual(pushes)
    expect(result.outcome).toEqual({ outcome, attempts })
  })

  test('exactly one push, and no timer left once pushed or given up', () => {
    const push = vi.fn()
    scheduleConsentPush({
      readChoice: () => choice,
      isTagManagerLoaded: () => true,
      push,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    })
    vi.advanceTimersByTime(10_000)
    expect(push).toHaveBeenCalledTimes(1)
    expect(push).toHaveBeenCalledWith({
      event: 'atout_consent',
      consent: { necessary: true, analytics: true, marketing: false },
      consentVersion: '2026-11',
    })
    expect(vi.getTimerCount()).toBe(0)
    scheduleConsentPush({
      readChoice: () => choice,
      isTagManagerLoaded: () => false,
      push,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    })
    vi.advanceTimersByTime(10_000)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('cancelled (the visitor changed their mind): no push, no timer', () => {
    const push = vi.fn()
    let loaded = false
    const handle = scheduleConsentPush({
      readChoice: () => choice,
      isTagManagerLoaded: () => loaded,
      push,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    })
    vi.advanceTimersByTime(1000)
    handle.cancel()
    loaded = true
    vi.advanceTimersByTime(10_000)
    expect(push).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
