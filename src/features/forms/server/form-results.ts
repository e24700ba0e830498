import type { CaptchaErrorCode } from '@/platform/domain/captcha'

/** Field error codes of the public forms; the page translates them (messages `forms.errors`). */
export type PublicFieldErrorCode =
  'required' | 'invalid' | 'invalidEmail' | 'invalidPhone' | 'tooLong' | CaptchaErrorCode

export type PublicFieldErrors = Partial<Record<string, PublicFieldErrorCode>>

/** What a public form's server action answers (ARCHITECTURE §3: ok/data or a coded error). */
export type PublicFormResult<T> =
  | { ok: true; data: T }
  | {
      ok: false
      error: {
        code: 'invalid' | 'captcha' | 'tooManyRequests' | 'unknownVenue' | 'unexpected'
        message: string
        fieldErrors?: PublicFieldErrors
        retryAfterSeconds?: number
      }
    }

type Issue = { code: string; path: PropertyKey[] }

/** A zod issue as the visitor reads it: an empty field is 'required'. */
export function toFieldErrors(issues: readonly Issue[]): PublicFieldErrors {
  const fieldErrors: PublicFieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    let code: PublicFieldErrorCode = 'invalid'
    if (issue.code === 'invalid_type' || issue.code === 'too_small') code = 'required'
    else if (issue.code === 'too_big') code = 'tooLong'
    else if (field === 'email') code = 'invalidEmail'
    else if (field === 'phone') code = 'invalidPhone'
    fieldErrors[field] ??= code
  }
  return fieldErrors
}
