/**
 * The captcha rules every public form shares (docs/decisions/0023-captcha.md), as pure functions:
 * what a verification answers, and how a reCAPTCHA answer from Google is judged. The proof of work
 * itself (ALTCHA) and the call to Google are the server's; the decisions are here.
 */

/** Why a captcha was refused; the edge translates each into the form's language. */
export const CAPTCHA_ERROR_CODES = [
  'captchaRequired',
  'captchaInvalid',
  'captchaExpired',
  'captchaReplayed',
  'captchaUnavailable',
] as const
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number]

export type CaptchaVerdict = { ok: true } | { ok: false; code: CaptchaErrorCode }

/** An ALTCHA challenge is valid this long after it was handed out: fill the form, then send. */
export const CAPTCHA_CHALLENGE_TTL_MS = 20 * 60_000

/** The largest solution a form may carry (a signed challenge and its answer, base64 JSON). */
export const MAX_CAPTCHA_TOKEN_LENGTH = 4000

/** What Google's siteverify answers (https://developers.google.com/recaptcha/docs/verify). */
export type RecaptchaAnswer = {
  success?: boolean
  score?: number
  action?: string
  hostname?: string
  'error-codes'?: string[]
}

/**
 * A reCAPTCHA answer judged: Google's own refusal first (a token used twice answers
 * 'timeout-or-duplicate', which is our replay), then for v3 the score and the action the page
 * declared, so that a token obtained on another page of the site does not open this form.
 */
export function judgeRecaptchaAnswer(
  answer: RecaptchaAnswer,
  expected: { version: 'v2' | 'v3'; minScore: number; action: string },
): CaptchaVerdict {
  const errors = answer['error-codes'] ?? []
  if (answer.success !== true) {
    if (errors.includes('timeout-or-duplicate')) return { ok: false, code: 'captchaReplayed' }
    if (errors.includes('missing-input-response')) return { ok: false, code: 'captchaRequired' }
    if (errors.some((code) => code.includes('secret') || code === 'bad-request')) {
      return { ok: false, code: 'captchaUnavailable' }
    }
    return { ok: false, code: 'captchaInvalid' }
  }
  if (expected.version === 'v3') {
    if (answer.action !== undefined && answer.action !== expected.action) {
      return { ok: false, code: 'captchaInvalid' }
    }
    if (typeof answer.score !== 'number' || answer.score < expected.minScore) {
      return { ok: false, code: 'captchaInvalid' }
    }
  }
  return { ok: true }
}

/** reCAPTCHA v3 action names: letters, digits, '/' and '_' only (Google's rule). */
export function toRecaptchaAction(form: string): string {
  return form.replace(/[^A-Za-z0-9/_]/g, '_')
}
