/**
 * Loading Google's reCAPTCHA script (spec §9: "loads by explicit render, or by site key for v3,
 * with the current locale as language hint"; spec §8: "the loader reports if the script is not
 * loaded"). Only used when CAPTCHA_PROVIDER chooses reCAPTCHA; ALTCHA loads nothing from outside.
 */

export type RecaptchaVersion = 'v2' | 'v3'

type Grecaptcha = {
  ready(callback: () => void): void
  render(container: HTMLElement, options: Record<string, unknown>): number
  getResponse(widgetId?: number): string
  reset(widgetId?: number): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    atoutRecaptchaLoaded?: () => void
  }
}

export const RECAPTCHA_ORIGIN = 'https://www.google.com'
export const RECAPTCHA_ONLOAD = 'atoutRecaptchaLoaded'

/** v2: `render=explicit` and our onload callback; v3: `render=<site key>`; both `hl=<locale>`. */
export function buildRecaptchaScriptUrl(
  version: RecaptchaVersion,
  siteKey: string,
  locale: string,
): string {
  const url = new URL('/recaptcha/api.js', RECAPTCHA_ORIGIN)
  if (version === 'v2') {
    url.searchParams.set('render', 'explicit')
    url.searchParams.set('onload', RECAPTCHA_ONLOAD)
  } else {
    url.searchParams.set('render', siteKey)
  }
  url.searchParams.set('hl', locale)
  return url.toString()
}

export class CaptchaLoadError extends Error {
  constructor(readonly reason: 'error' | 'timeout') {
    super(`reCAPTCHA script not loaded (${reason})`)
    this.name = 'CaptchaLoadError'
  }
}

let loading: Promise<Grecaptcha> | null = null

/**
 * Adds the script once and resolves when reCAPTCHA is ready; rejects with CaptchaLoadError when
 * the script fails (blocked, offline) or is not ready in time, and then lets a later call try
 * again. The page shows the failure: a form must never look sendable without its captcha.
 */
export function loadRecaptcha(
  version: RecaptchaVersion,
  siteKey: string,
  locale: string,
  { timeoutMs = 15_000, doc = document, win = window } = {},
): Promise<Grecaptcha> {
  if (win.grecaptcha?.render) return Promise.resolve(win.grecaptcha)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const fail = (reason: 'error' | 'timeout') => {
      loading = null
      reject(new CaptchaLoadError(reason))
    }
    const timer = win.setTimeout(() => fail('timeout'), timeoutMs)
    const ready = () => {
      const api = win.grecaptcha
      if (!api) return fail('error')
      api.ready(() => {
        win.clearTimeout(timer)
        resolve(api)
      })
    }
    const script = doc.createElement('script')
    script.src = buildRecaptchaScriptUrl(version, siteKey, locale)
    script.async = true
    script.defer = true
    script.addEventListener('error', () => {
      win.clearTimeout(timer)
      script.remove()
      fail('error')
    })
    if (version === 'v2') win[RECAPTCHA_ONLOAD] = ready
    else script.addEventListener('load', ready)
    doc.head.appendChild(script)
  })
  return loading
}
