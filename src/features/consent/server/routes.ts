import { NextResponse } from 'next/server'
import { z } from 'zod'

import { recordMemberCookieConsent, requireCallerId } from '@/features/identity'
import { apiRoute, invalidInputError, fromNextRequest } from '@/platform/http/api'
import { getEnv } from '@/platform/config/env'
import { getPayloadClient } from '@/platform/payload'

const ConsentBodySchema = z.object({
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.string().max(20),
})

/**
 * POST /api/consent: the banner's choice, for a logged-in member's consent record (a visitor has
 * only the cookie, which the browser already holds). Same-origin only, like every mutation.
 */
export const recordConsentRoute = apiRoute(
  {
    schema: ConsentBodySchema,
    source: 'body',
    invalidInput: invalidInputError,
  },
  async (ctx, input) => {
    const plain = fromNextRequest(ctx.request)
    let memberId: number | null = null
    try {
      memberId = await requireCallerId(plain, ctx.locale)
    } catch {
      // Not logged in: nothing to record beyond the cookie.
    }
    if (memberId !== null && input.version === getEnv().CONSENT_VERSION) {
      await recordMemberCookieConsent(await getPayloadClient(), memberId, {
        ...input,
        decidedAt: ctx.now,
      })
    }
    return NextResponse.json({ ok: true, recorded: memberId !== null })
  },
)
