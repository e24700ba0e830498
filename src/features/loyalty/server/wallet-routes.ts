import { z } from 'zod'

import type { NextRequest } from 'next/server'

import { requireMemberId } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { ApiError, apiRoute, invalidInputError } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { buildApplePass } from './apple-wallet'
import { answerAppleWebService, passWebService, readPassCard } from './apple-wallet-service'

const LangQuery = z.object({ lang: z.enum(['fr', 'en']).optional() }).strict()

/**
 * GET /api/epc/card/apple-wallet: the logged-in member's card as an Apple Wallet pass (.pkpass),
 * as it is now (ADR 0068). 404 when Apple Wallet is not configured or the member has no card yet.
 */
export const appleWalletPassRoute = apiRoute(
  {
    schema: LangQuery,
    source: 'query',
    invalidInput: invalidInputError,
  },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const env = getEnv()
    const wallet = env.appleWallet
    const card = wallet
      ? await readPassCard(await getPayloadClient(), memberId, ctx.locale, ctx.now)
      : null
    if (!wallet || !card) {
      const t = getTranslator(ctx.locale, 'loyalty')
      throw new ApiError(404, { code: 'noCard', message: t('card.noWalletCard') })
    }
    const pass = await buildApplePass(
      card,
      wallet,
      passWebService(
        { siteUrl: env.SITE_URL, secret: env.PAYLOAD_SECRET, wallet },
        card.cardNumber,
      ),
    )
    return new Response(new Uint8Array(pass), {
      headers: {
        'content-type': 'application/vnd.apple.pkpass',
        'content-disposition': 'attachment; filename="atout-carre-vip.pkpass"',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)

/** Apple's update web service under /api/wallet/apple/v1/… (404 when Apple Wallet is off). */
export async function appleWebServiceRoute(
  request: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const env = getEnv()
  if (!env.appleWallet) return new Response(null, { status: 404 })
  const { path } = await params
  return answerAppleWebService(
    {
      payload: await getPayloadClient(),
      wallet: env.appleWallet,
      secret: env.PAYLOAD_SECRET,
      siteUrl: env.SITE_URL,
    },
    request,
    path,
    Date.now(),
  )
}
