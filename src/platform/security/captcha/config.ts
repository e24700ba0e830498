import type { Env } from '../../config/env'

/** What a page needs to run the captcha in the browser: never a secret. */
export type PublicCaptchaConfig =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha-v2' | 'recaptcha-v3'; siteKey: string }

export const CAPTCHA_CHALLENGE_PATH = '/api/forms/captcha'

/** The browser's part of the configured captcha (docs/decisions/0023-captcha.md). */
export function toPublicCaptchaConfig(
  env: Pick<Env, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_V2_SITE_KEY' | 'RECAPTCHA_V3_SITE_KEY'>,
): PublicCaptchaConfig {
  if (env.CAPTCHA_PROVIDER === 'recaptcha-v2') {
    return { provider: 'recaptcha-v2', siteKey: env.RECAPTCHA_V2_SITE_KEY ?? '' }
  }
  if (env.CAPTCHA_PROVIDER === 'recaptcha-v3') {
    return { provider: 'recaptcha-v3', siteKey: env.RECAPTCHA_V3_SITE_KEY ?? '' }
  }
  return { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH }
}

/** The captcha's texts in the page's language (messages `captcha.*`). */
export type CaptchaStrings = {
  label: string
  waiting: string
  solving: string
  verified: string
  failed: string
  notLoaded: string
  retry: string
}

export const CAPTCHA_STRING_KEYS = [
  'label',
  'waiting',
  'solving',
  'verified',
  'failed',
  'notLoaded',
  'retry',
] as const satisfies ReadonlyArray<keyof CaptchaStrings>
