import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { requireMemberId } from '@/features/identity'
import { ApiError, apiRoute, type ApiContext } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { isRewardListType } from '../domain'
import { RedeemBodySchema, RewardsQuerySchema } from './api-schemas'
import { RewardsError } from './errors'
import {
  describeReasons,
  listRewards,
  listVouchers,
  redeemReward,
  renderVoucherQr,
} from './rewards-service'

const statusOf: Record<RewardsError['code'], number> = {
  rewardNotFound: 404,
  voucherNotFound: 404,
  unknownType: 404,
  unknownCasino: 400,
  notEligible: 409,
  idempotencyKeyReused: 409,
}

/** Coded rewards errors → answers; a refusal names its first reason and lists them all. */
function mapRewardsError(error: unknown, ctx: ApiContext): ApiError | null {
  if (!(error instanceof RewardsError)) return null
  const t = getTranslator(ctx.locale, 'rewards')
  if (error.code === 'notEligible') {
    const reasons = describeReasons(error.reasons, ctx.locale)
    return new ApiError(409, {
      code: reasons[0]?.code ?? error.code,
      message: reasons[0]?.message ?? t('errors.notEligible'),
      reasons,
    })
  }
  return new ApiError(statusOf[error.code], {
    code: error.code,
    message: t(`errors.${error.code}`),
  })
}

function invalidRewardsInput(ctx: ApiContext, issues: z.core.$ZodIssue[]): ApiError {
  return new ApiError(400, {
    code: 'validation',
    message: getTranslator(ctx.locale, 'api')('invalidInput'),
    fields: [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '_'))],
  })
}

const edge = { mapError: mapRewardsError, invalidInput: invalidRewardsInput }

async function context(ctx: ApiContext) {
  return { payload: await getPayloadClient(), locale: ctx.locale, now: ctx.now }
}

/** GET /api/epc/profile/rewards?lang=&sort=: the whole catalogue as the member sees it. */
export const rewardsRoute = apiRoute(
  { schema: RewardsQuerySchema, source: 'query', ...edge },
  async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await listRewards(await context(ctx), memberId, { sort: input.sort }))
  },
)

/** GET /api/epc/profile/rewards/{type}?lang=&sort=: one category, 'new' or 'latest'. */
export const rewardsByTypeRoute = apiRoute(
  { schema: RewardsQuerySchema, source: 'query', ...edge },
  async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const type = decodeURIComponent(ctx.request.nextUrl.pathname.split('/').pop() ?? '')
    if (!isRewardListType(type)) throw new RewardsError('unknownType')
    return NextResponse.json(
      await listRewards(await context(ctx), memberId, { type, sort: input.sort }),
    )
  },
)

/** GET /api/epc/profile/vouchers: the member's vouchers, newest first. */
export const vouchersRoute = apiRoute(
  { schema: RewardsQuerySchema, source: 'query', ...edge },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json({ vouchers: await listVouchers(await context(ctx), memberId) })
  },
)

/** POST /api/epc/profile/vouchers: redeem a reward (201 new voucher, 200 the same again). */
export const redeemRoute = apiRoute(
  { schema: RedeemBodySchema, source: 'body', ...edge },
  async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const result = await redeemReward(await context(ctx), memberId, input)
    return NextResponse.json(result, { status: result.created ? 201 : 200 })
  },
)

/**
 * GET /api/epc/profile/vouchers/{code}/qr: the member's own voucher code as a QR code (SVG) for
 * the desk's scanner; another member's code answers 404, like an unknown one.
 */
export const voucherQrRoute = apiRoute(
  { schema: RewardsQuerySchema, source: 'query', ...edge },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const code = ctx.request.nextUrl.pathname.split('/').at(-2) ?? ''
    const svg = await renderVoucherQr(await context(ctx), memberId, code)
    if (!svg) throw new RewardsError('voucherNotFound')
    return new Response(svg, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'private, max-age=3600' },
    })
  },
)
