import { randomInt } from 'node:crypto'

import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'

import { getEnv, type Env } from '../../config/env'
import { logger } from '../../logger'
import { decideRateLimit } from '../../domain/attempt-counters'
import { AttemptsRepository } from '../attempts-repository'
import { deriveKey as deriveSecretKey } from '../signing'

import {
  CAPTCHA_CHALLENGE_TTL_MS,
  judgeRecaptchaAnswer,
  MAX_CAPTCHA_TOKEN_LENGTH,
  toRecaptchaAction,
  type CaptchaVerdict,
  type RecaptchaAnswer,
} from '../../domain/captcha'

/** The public forms a captcha protects (reCAPTCHA v3 checks the page declared the same one). */
export type CaptchaForm =
  | 'signUp'
  | 'forgotPassword'
  | 'contact'
  | 'quote'
  | 'newsletter'
  // A login from a network with too many failed logins (ADR 0017).
  | 'login'

const ALGORITHM = 'SHA-256'
const REPLAY_PREFIX = 'captcha:'

/**
 * Two keys derived from the Payload secret (no new secret to configure): one signs the challenge,
 * the other the expected answer, so checking a solution is two HMACs, not a search.
 */
function altchaKeys(secret: string) {
  const derive = (info: string) => deriveSecretKey(secret, 'atout-captcha', info).toString('hex')
  return { challenge: derive('altcha-challenge-v1'), answer: derive('altcha-answer-v1') }
}

/**
 * A new ALTCHA challenge (deterministic mode): the server picks the number the browser must find
 * between 0 and ALTCHA_MAX_NUMBER, signs the parameters and the expected key, and lets it expire.
 */
export async function createCaptchaChallenge(now = Date.now(), env: Env = getEnv()) {
  const keys = altchaKeys(env.PAYLOAD_SECRET)
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(0, env.ALTCHA_MAX_NUMBER + 1),
    deriveKey,
    expiresAt: Math.floor((now + CAPTCHA_CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.answer,
  })
  return { parameters: challenge.parameters, signature: challenge.signature }
}

type AltchaPayload = { challenge: Challenge; solution: Solution }

/** The form's hidden value: base64 of `{ challenge, solution }` (ALTCHA's own payload format). */
export function encodeAltchaPayload(payload: AltchaPayload): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

function decodeAltchaPayload(token: string): AltchaPayload | null {
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as AltchaPayload
    const ok =
      typeof decoded?.challenge?.parameters === 'object' &&
      typeof decoded.challenge.signature === 'string' &&
      typeof decoded?.solution?.counter === 'number' &&
      typeof decoded.solution.derivedKey === 'string'
    return ok ? decoded : null
  } catch {
    return null
  }
}

async function verifyAltcha(
  payload: Payload,
  token: string,
  now: number,
  env: Env,
): Promise<CaptchaVerdict> {
  const decoded = decodeAltchaPayload(token)
  if (!decoded || decoded.challenge.parameters.algorithm !== ALGORITHM) {
    return { ok: false, code: 'captchaInvalid' }
  }
  const keys = altchaKeys(env.PAYLOAD_SECRET)
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.answer,
  })
  // altcha-lib compares with the system clock; ours decides, so tests can move time.
  const expiresAt = decoded.challenge.parameters.expiresAt
  if (result.expired || (expiresAt !== undefined && expiresAt * 1000 <= now)) {
    return { ok: false, code: 'captchaExpired' }
  }
  if (!result.verified) return { ok: false, code: 'captchaInvalid' }
  // One use per solution: the first statement to count the challenge's signature wins, in the
  // database, so a second instance (or a parallel request) sees it too.
  const attempts = new AttemptsRepository(payload)
  const policy = { maxAttempts: 1, windowMs: CAPTCHA_CHALLENGE_TTL_MS }
  const counter = await attempts.countAttempt(
    `${REPLAY_PREFIX}${decoded.challenge.signature}`,
    now,
    policy,
  )
  if (!decideRateLimit(counter, now, policy).allowed) return { ok: false, code: 'captchaReplayed' }
  // Markers of expired challenges prove nothing more: forget them now and then.
  if (Math.random() < 0.05) {
    await attempts.clearStale(REPLAY_PREFIX, now - CAPTCHA_CHALLENGE_TTL_MS)
  }
  return { ok: true }
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

async function verifyRecaptcha(
  token: string,
  form: CaptchaForm,
  ip: string | null,
  env: Env,
  fetchImpl: typeof fetch,
): Promise<CaptchaVerdict> {
  const body = new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY ?? '', response: token })
  if (ip) body.set('remoteip', ip)
  let answer: RecaptchaAnswer
  try {
    const response = await fetchImpl(SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    answer = (await response.json()) as RecaptchaAnswer
  } catch (error) {
    logger.error('reCAPTCHA verification unavailable', { error: String(error) })
    return { ok: false, code: 'captchaUnavailable' }
  }
  const verdict = judgeRecaptchaAnswer(answer, {
    version: env.CAPTCHA_PROVIDER === 'recaptcha-v2' ? 'v2' : 'v3',
    minScore: env.RECAPTCHA_MIN_SCORE,
    action: toRecaptchaAction(form),
  })
  if (!verdict.ok && verdict.code === 'captchaUnavailable') {
    logger.error('reCAPTCHA refused our secret key', { errors: answer['error-codes'] })
  }
  return verdict
}

export type VerifyCaptchaInput = {
  token: string | null | undefined
  form: CaptchaForm
  ip: string | null
  now?: number
}

/**
 * Checks the captcha a public form carries, on the server: ALTCHA (signature, answer, expiry,
 * one use) or reCAPTCHA (Google's verdict, score and action for v3). Never throws for a bad
 * token; the form answers the code in the visitor's language.
 */
export async function verifyCaptcha(
  payload: Payload,
  { token, form, ip, now = Date.now() }: VerifyCaptchaInput,
  options: { env?: Env; fetch?: typeof fetch } = {},
): Promise<CaptchaVerdict> {
  const env = options.env ?? getEnv()
  if (!token) return { ok: false, code: 'captchaRequired' }
  if (token.length > MAX_CAPTCHA_TOKEN_LENGTH) return { ok: false, code: 'captchaInvalid' }
  if (env.CAPTCHA_PROVIDER === 'altcha') return verifyAltcha(payload, token, now, env)
  return verifyRecaptcha(token, form, ip, env, options.fetch ?? fetch)
}
