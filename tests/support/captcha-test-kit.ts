import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import {
  createCaptchaChallenge,
  encodeAltchaPayload,
} from '@/platform/security/captcha/verify-captcha'

/**
 * A captcha answer as a browser would send it, for tests of the forms it protects (API tests
 * solve the proof of work here instead of any bypass in the product). Test runs lower its
 * difficulty with ALTCHA_MAX_NUMBER (tests/support/int-env.ts).
 */
export async function solveCaptchaForTest(now = Date.now()): Promise<string> {
  const challenge = await createCaptchaChallenge(now)
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha not solved')
  return encodeAltchaPayload({ challenge, solution })
}
