import { afterEach, describe, expect, test, vi } from 'vitest'

import { buildRecaptchaScriptUrl, CaptchaLoadError, loadRecaptcha } from './recaptcha-loader'

const KEY = '6LcTestTestTestTestTestTestTestTestTest12'

describe('reCAPTCHA script URL (spec §9)', () => {
  test.each([
    [
      'v2',
      'fr',
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=atoutRecaptchaLoaded&hl=fr',
    ],
    [
      'v2',
      'en',
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=atoutRecaptchaLoaded&hl=en',
    ],
    ['v3', 'fr', `https://www.google.com/recaptcha/api.js?render=${KEY}&hl=fr`],
    ['v3', 'en', `https://www.google.com/recaptcha/api.js?render=${KEY}&hl=en`],
  ] as const)('%s in %s', (version, locale, url) => {
    expect(buildRecaptchaScriptUrl(version, KEY, locale)).toBe(url)
  })
})

type Listener = () => void

/** A page's document and window as far as the loader uses them: scripts are added, never run. */
function fakePage() {
  const scripts: Array<{ src: string; fire: (event: 'load' | 'error') => void; removed: boolean }> =
    []
  const doc = {
    createElement: () => {
      const listeners: Record<string, Listener[]> = {}
      const script = {
        src: '',
        async: false,
        defer: false,
        removed: false,
        addEventListener: (event: string, listener: Listener) => {
          ;(listeners[event] ??= []).push(listener)
        },
        remove: () => {
          script.removed = true
        },
        fire: (event: 'load' | 'error') => listeners[event]?.forEach((listener) => listener()),
      }
      scripts.push(script)
      return script
    },
    head: { appendChild: () => undefined },
  }
  const win: Record<string, unknown> = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  }
  return {
    scripts,
    options: { doc: doc as unknown as Document, win: win as unknown as Window & typeof globalThis },
    win,
  }
}

describe('the loader reports a script that did not load (spec §8)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('a script that fails (blocked, offline) rejects with CaptchaLoadError; a later form retries', async () => {
    const page = fakePage()
    const loading = loadRecaptcha('v3', KEY, 'fr', page.options)
    expect(page.scripts[0]!.src).toBe(buildRecaptchaScriptUrl('v3', KEY, 'fr'))
    page.scripts[0]!.fire('error')
    await expect(loading).rejects.toEqual(new CaptchaLoadError('error'))
    expect(page.scripts[0]!.removed).toBe(true)
    const again = loadRecaptcha('v3', KEY, 'fr', page.options)
    expect(page.scripts).toHaveLength(2)
    page.scripts[1]!.fire('error')
    await expect(again).rejects.toBeInstanceOf(CaptchaLoadError)
  })

  test('a script that never becomes ready times out', async () => {
    vi.useFakeTimers()
    const page = fakePage()
    const loading = loadRecaptcha('v2', KEY, 'en', { ...page.options, timeoutMs: 1000 })
    vi.advanceTimersByTime(1000)
    await expect(loading).rejects.toEqual(new CaptchaLoadError('timeout'))
  })

  test('v2 is ready through the explicit-render callback, and loads once per page', async () => {
    const api = { ready: (callback: () => void) => callback(), render: () => 0 }
    const v2 = fakePage()
    const loadingV2 = loadRecaptcha('v2', KEY, 'fr', v2.options)
    v2.win.grecaptcha = api
    ;(v2.win.atoutRecaptchaLoaded as () => void)()
    await expect(loadingV2).resolves.toBe(api)
    // Loaded once per page: a second form gets the same API without a second script.
    expect(await loadRecaptcha('v2', KEY, 'fr', v2.options)).toBe(api)
    expect(v2.scripts).toHaveLength(1)
  })
})
