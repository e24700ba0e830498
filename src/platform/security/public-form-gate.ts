import type { Payload } from 'payload'

import type { CaptchaErrorCode } from '../domain/captcha'
import type { PublicForm } from '../domain/public-forms'
import { verifyCaptcha } from './captcha/verify-captcha'
import { admitFormSubmission } from './form-rate-limit'

/** Why the gate stopped a submission: the captcha (a field error) or too many submissions. */
export type PublicFormRefusal =
  | { code: 'captcha'; captcha: CaptchaErrorCode }
  | { code: 'tooManyRequests'; retryAfterSeconds: number }

/**
 * The gate of every public form (sign-up, forgotten password, contact, quote request,
 * newsletter): the captcha first, then the rate limits per client address and, when the form
 * gives one, per e-mail. Called after the fields are checked and before anything is stored or
 * mailed; null lets the submission through. Each caller words the refusal its own way (a field
 * error and a 429 for the forms; the spec's codes for the member API).
 */
export async function passPublicFormGate(
  payload: Payload,
  input: {
    form: PublicForm
    captcha: unknown
    ip: string | null
    email?: string | null
    now: number
  },
): Promise<PublicFormRefusal | null> {
  const verdict = await verifyCaptcha(payload, {
    token: typeof input.captcha === 'string' ? input.captcha : null,
    form: input.form,
    ip: input.ip,
    now: input.now,
  })
  if (!verdict.ok) return { code: 'captcha', captcha: verdict.code }
  const admitted = await admitFormSubmission(
    payload,
    input.form,
    input.email === undefined ? { ip: input.ip } : { ip: input.ip, email: input.email },
    input.now,
  )
  if (!admitted.allowed) {
    return { code: 'tooManyRequests', retryAfterSeconds: Math.ceil(admitted.retryAfterMs / 1000) }
  }
  return null
}

/** The gate's refusal as a public form's error: the captcha under its field, or a 429. */
export function toFormRefusal(
  refusal: PublicFormRefusal,
  tooManyMessage: string,
):
  | { code: 'captcha'; message: string; fieldErrors: { captcha: CaptchaErrorCode } }
  | { code: 'tooManyRequests'; message: string; retryAfterSeconds: number } {
  return refusal.code === 'captcha'
    ? { code: 'captcha', message: 'Captcha refused', fieldErrors: { captcha: refusal.captcha } }
    : {
        code: 'tooManyRequests',
        message: tooManyMessage,
        retryAfterSeconds: refusal.retryAfterSeconds,
      }
}
