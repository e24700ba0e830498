/**
 * How often one client address and one e-mail address may send each public form. Counted in the
 * database (ADR 0017's counters), so every app instance sees the same numbers. The address limits
 * are generous: a casino's Wi-Fi or a reception kiosk puts many honest visitors behind one address,
 * and the captcha already makes each submission cost something; the e-mail limits keep one inbox
 * from being flooded with acknowledgements or confirmation mails.
 */

export type FormRateLimit = { maxAttempts: number; windowMs: number }

export const PUBLIC_FORMS = ['signUp', 'forgotPassword', 'contact', 'quote', 'newsletter'] as const
export type PublicForm = (typeof PUBLIC_FORMS)[number]

const HOUR_MS = 60 * 60_000

export const FORM_RATE_LIMITS: Record<
  PublicForm,
  { perAddress: FormRateLimit; perEmail: FormRateLimit | null }
> = {
  signUp: { perAddress: { maxAttempts: 20, windowMs: HOUR_MS }, perEmail: null },
  // Per e-mail, the identity area already allows 3 reset mails an hour (ADR 0017).
  forgotPassword: { perAddress: { maxAttempts: 30, windowMs: HOUR_MS }, perEmail: null },
  contact: {
    perAddress: { maxAttempts: 10, windowMs: HOUR_MS },
    perEmail: { maxAttempts: 5, windowMs: HOUR_MS },
  },
  quote: {
    perAddress: { maxAttempts: 10, windowMs: HOUR_MS },
    perEmail: { maxAttempts: 5, windowMs: HOUR_MS },
  },
  newsletter: {
    perAddress: { maxAttempts: 20, windowMs: HOUR_MS },
    perEmail: { maxAttempts: 5, windowMs: HOUR_MS },
  },
}

/**
 * The counter keys of one submission: per client address and, when given, per e-mail. An unknown
 * address (no socket address stamped, or a proxy that sent none) gets no address counter: one
 * shared "unknown" bucket would let a single sender refuse everyone's forms. The captcha and the
 * e-mail counter still apply.
 */
export function formRateLimitKeys(
  form: PublicForm,
  who: { ip: string | null; email?: string | null },
): Array<{ key: string; policy: FormRateLimit }> {
  const limits = FORM_RATE_LIMITS[form]
  const keys = who.ip ? [{ key: `form:${form}:ip:${who.ip}`, policy: limits.perAddress }] : []
  const email = who.email?.trim().toLowerCase()
  if (limits.perEmail && email) {
    keys.push({ key: `form:${form}:email:${email}`, policy: limits.perEmail })
  }
  return keys
}
