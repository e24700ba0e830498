import { z } from 'zod'

import { findMemberById, requireMemberId } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { ApiError, apiRoute } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { buildApplePass } from './apple-wallet'
import { readMemberLoyalty } from './member-screens'

const LangQuery = z.object({ lang: z.enum(['fr', 'en']).optional() }).strict()

/**
 * GET /api/epc/card/apple-wallet: the logged-in member's card as an Apple Wallet pass (.pkpass),
 * as it is now (ADR 0068). 404 when Apple Wallet is not configured or the member has no card yet.
 */
export const appleWalletPassRoute = apiRoute(
  {
    schema: LangQuery,
    source: 'query',
    invalidInput: (ctx) =>
      new ApiError(400, {
        code: 'validation',
        message: getTranslator(ctx.locale, 'api')('invalidInput'),
      }),
  },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const wallet = getEnv().appleWallet
    const payload = await getPayloadClient()
    const [member, loyalty] = await Promise.all([
      findMemberById(payload, memberId),
      readMemberLoyalty(payload, memberId, ctx.now),
    ])
    const t = getTranslator(ctx.locale, 'loyalty')
    if (!wallet || !member || !loyalty?.cardNumber || loyalty.status === null) {
      throw new ApiError(404, { code: 'noCard', message: t('card.noWalletCard') })
    }
    const pass = await buildApplePass(
      {
        locale: ctx.locale,
        programme: t('card.programme'),
        cardNumber: loyalty.cardNumber,
        holder: `${member.firstname ?? ''} ${member.lastname ?? ''}`.trim(),
        holderLabel: t('card.holder'),
        status: loyalty.status,
        statusLabel: t(`statuses.${loyalty.status}`),
        rewardPoints: loyalty.points ?? 0,
        labels: { status: t('card.status'), points: t('card.walletPoints') },
      },
      wallet,
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
