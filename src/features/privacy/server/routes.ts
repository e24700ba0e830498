import { NextResponse } from 'next/server'
import { z } from 'zod'

import { requireCallerId } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { formatInstant } from '@/platform/format'
import {
  ApiError,
  apiRoute,
  invalidInputError,
  fromNextRequest,
  type ApiContext,
} from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { downloadAddress, listMemberExports, requestDataExport } from './data-exports'
import { cancelErasure, findPendingErasure, requestErasure, type PendingErasure } from './erasure'
import { PrivacyError } from './errors'

function mapPrivacyError(error: unknown, ctx: ApiContext): ApiError | null {
  if (!(error instanceof PrivacyError)) return null
  const t = getTranslator(ctx.locale, 'privacy')
  if (error.code === 'wrongPassword') {
    return new ApiError(400, {
      code: 'wrongPassword',
      message: t('errors.wrongPassword'),
      fields: { password: [t('errors.wrongPassword')] },
    })
  }
  if (error.code === 'erasureInProgress') {
    return new ApiError(409, { code: 'erasureInProgress', message: t('errors.erasureInProgress') })
  }
  if (error.from === null) {
    return new ApiError(429, { code: 'exportPending', message: t('errors.exportPending') })
  }
  const retryAfter = Math.max(1, Math.ceil((error.from - ctx.now) / 1000))
  return new ApiError(
    429,
    {
      code: 'exportTooSoon',
      message: t('errors.exportTooSoon', { date: formatInstant(error.from, ctx.locale, 'long') }),
      params: { from: new Date(error.from).toISOString() },
    },
    { 'retry-after': String(retryAfter) },
  )
}

const route = <Schema extends z.ZodType>(schema: Schema, source: 'body' | 'query') => ({
  schema,
  source,
  mapError: mapPrivacyError,
  invalidInput: invalidInputError,
})

const NoInput = z.object({}).strict()
const AnyQuery = z.record(z.string(), z.string()).refine((query) => Object.keys(query).length < 5)

const callerId = (ctx: ApiContext) => requireCallerId(fromNextRequest(ctx.request), ctx.locale)

/** POST /api/epc/privacy/exports: the logged-in member asks for a copy of their data (202). */
export const requestExportRoute = apiRoute(route(NoInput, 'body'), async (ctx) => {
  const memberId = await callerId(ctx)
  const created = await requestDataExport(await getPayloadClient(), memberId, ctx.locale, ctx.now)
  return NextResponse.json(
    { export: created, message: getTranslator(ctx.locale, 'privacy')('requested') },
    { status: 202 },
  )
})

/** GET /api/epc/privacy/exports: the member's exports and when they may ask for the next one. */
export const listExportsRoute = apiRoute(route(AnyQuery, 'query'), async (ctx) => {
  const memberId = await callerId(ctx)
  const { exports, next } = await listMemberExports(await getPayloadClient(), memberId, ctx.now)
  return NextResponse.json({
    exports,
    next: next.allowed
      ? { allowed: true }
      : { allowed: false, from: next.from === null ? null : new Date(next.from).toISOString() },
  })
})

/**
 * GET /api/epc/privacy/exports/<id>: the logged-in member's own ready export → 303 to its file
 * (with a two-minute grant); another member's or an unknown id → 404; an expired one → 410.
 */
export const downloadExportRoute = apiRoute(route(AnyQuery, 'query'), async (ctx) => {
  const memberId = await callerId(ctx)
  const t = getTranslator(ctx.locale, 'privacy')
  const id = /\/exports\/(\d{1,12})\/?$/.exec(ctx.request.nextUrl.pathname)?.[1]
  const answer = id
    ? await downloadAddress(await getPayloadClient(), memberId, Number(id), ctx.now)
    : ({ ok: false, reason: 'notFound' } as const)
  if (!answer.ok) {
    throw new ApiError(answer.reason === 'expired' ? 410 : 404, {
      code: answer.reason,
      message: t(`errors.${answer.reason}`),
    })
  }
  return NextResponse.redirect(new URL(answer.url, getEnv().SITE_URL), 303)
})

const ClosureRequest = z.object({ password: z.string().min(1).max(200) }).strict()

/** The member's pending closure, as the page shows it (null when the account is not closing). */
const closureView = (pending: PendingErasure | null) =>
  pending ? { id: pending.id, requestedAt: pending.requestedAt, dueAt: pending.dueAt } : null

/** GET /api/epc/privacy/closure: whether the logged-in member's account is closing, and when. */
export const closureStateRoute = apiRoute(route(AnyQuery, 'query'), async (ctx) => {
  const memberId = await callerId(ctx)
  return NextResponse.json({
    closure: closureView(await findPendingErasure(await getPayloadClient(), memberId)),
  })
})

/**
 * POST /api/epc/privacy/closure {password}: the member asks to close the account (ADR 0069);
 * 202 with the date of the erasure, 14 days on; a wrong password → 400 `wrongPassword`.
 */
export const requestClosureRoute = apiRoute(route(ClosureRequest, 'body'), async (ctx, input) => {
  const memberId = await callerId(ctx)
  const pending = await requestErasure(
    await getPayloadClient(),
    memberId,
    input.password,
    ctx.locale,
    ctx.now,
  )
  const t = getTranslator(ctx.locale, 'privacy')
  return NextResponse.json(
    {
      closure: closureView(pending),
      message: t('closure.requested', {
        date: formatInstant(Date.parse(pending.dueAt), ctx.locale, 'long'),
      }),
    },
    { status: 202 },
  )
})

/** DELETE /api/epc/privacy/closure: the member cancels the pending closure (404 when none). */
export const cancelClosureRoute = apiRoute(route(AnyQuery, 'query'), async (ctx) => {
  const memberId = await callerId(ctx)
  const t = getTranslator(ctx.locale, 'privacy')
  if (!(await cancelErasure(await getPayloadClient(), memberId, ctx.now))) {
    throw new ApiError(404, { code: 'noPendingClosure', message: t('closure.linkInvalid') })
  }
  return NextResponse.json({ closure: null, message: t('closure.cancelled') })
})
