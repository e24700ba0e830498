import { NextResponse } from 'next/server'

import { getEnv } from '@/platform/config/env'
import { logger } from '@/platform/logger'

import { createCaptchaChallenge } from './captcha'

const noStore = { 'cache-control': 'no-store' }

/** GET /api/forms/captcha: a fresh ALTCHA challenge (404 when another captcha is configured). */
export async function captchaChallengeRoute(): Promise<Response> {
  if (getEnv().CAPTCHA_PROVIDER !== 'altcha') {
    return NextResponse.json({ code: 'notFound' }, { status: 404, headers: noStore })
  }
  try {
    return NextResponse.json(await createCaptchaChallenge(), { headers: noStore })
  } catch (error) {
    logger.error('captcha challenge not created', { error: String(error) })
    return NextResponse.json({ code: 'technical' }, { status: 500, headers: noStore })
  }
}
