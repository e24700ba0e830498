import type { Payload } from 'payload'

import { decideRateLimit } from '../domain/attempt-counters'
import { formRateLimitKeys, type PublicForm } from '../domain/public-forms'
import { AttemptsRepository } from './attempts-repository'

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterMs: number }

/**
 * Counts one submission of a public form per client address and per e-mail (one atomic statement
 * each, ADR 0017) and says whether it may go on. Counted before the work, so a burst of parallel
 * submissions cannot all pass.
 */
export async function admitFormSubmission(
  payload: Payload,
  form: PublicForm,
  who: { ip: string | null; email?: string | null },
  now = Date.now(),
): Promise<RateLimitOutcome> {
  const attempts = new AttemptsRepository(payload)
  let retryAfterMs = 0
  for (const { key, policy } of formRateLimitKeys(form, who)) {
    const decision = decideRateLimit(await attempts.countAttempt(key, now, policy), now, policy)
    if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs)
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true }
}
