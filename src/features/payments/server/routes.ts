import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { accountPath, findCallerId } from '@/features/identity'
import { ApiError, isSameOrigin, resolveRequestLocale } from '@/platform/http/api'
import { isFieldRecord, readRequestBody, readRequestText } from '@/platform/http/request-body'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import { getPayloadClient } from '@/platform/payload'

import { parseEuroAmount, pickMachineAmountInput } from '../domain'
import { describePaymentError } from './error-messages'
import { isPaymentError, paymentErrorStatus, PaymentError } from './errors'

import { machinePaymentPath, paymentResultPath, registrationPath } from './paths'
import { findMemberPayment } from './payments-core'
import { getPaymentProvider, NotificationRejected } from './providers'
import { readMachineAccount } from './machine-payments'
import {
  applyNotification,
  changeCaps,
  joinWaitlist,
  leaveWaitlist,
  registerForTournament,
  startMachinePayment,
  transition,
  paymentsContext,
  type PaymentsContext,
} from './service'

/**
 * The payments API (src/app/api/** re-exports these). The member's forms post here as plain HTML
 * forms (they work without JavaScript): the answer is a 303 to the provider's page, or back to the
 * form with the error's code in the query, which the page translates. A JSON body gets JSON.
 */

type Answer = { json: boolean; locale: Locale }

function wantsJson(request: NextRequest): boolean {
  return (request.headers.get('content-type') ?? '').includes('application/json')
}

/**
 * The form's fields or the JSON object; `tooLarge` past 1 MB, `unreadable` for a body that is not
 * fields (JSON that does not parse, an array, a string, a number). No body is no fields.
 */
async function readBody(
  request: NextRequest,
): Promise<Record<string, unknown> | 'tooLarge' | 'unreadable'> {
  const read = await readRequestBody(request)
  if (!read.ok) return read.reason
  if (read.value === undefined) return {}
  return isFieldRecord(read.value) ? read.value : 'unreadable'
}

/**
 * The answer to a body `readBody` refused: 403 from another site, else 413, or 400 with
 * `invalid` (the route's own code).
 */
function refuseBody(
  request: NextRequest,
  refused: 'tooLarge' | 'unreadable',
  invalid: () => { code: string; message: string },
) {
  const locale = resolveRequestLocale(request)
  if (!isSameOrigin(request)) return forbiddenOrigin({ json: wantsJson(request), locale })
  const body =
    refused === 'tooLarge'
      ? {
          code: 'payloadTooLarge',
          message: getTranslator(locale, 'api')('payloadTooLarge'),
        }
      : invalid()
  return NextResponse.json(body, {
    status: refused === 'tooLarge' ? 413 : 400,
    headers: { 'cache-control': 'no-store' },
  })
}

/** The API's generic 400 for a body that is not the call's fields. */
function invalidInput(request: NextRequest) {
  return () => ({
    code: 'invalidInput',
    message: getTranslator(resolveRequestLocale(request), 'api')('invalidInput'),
  })
}

function redirect(path: string) {
  return new NextResponse(null, {
    status: 303,
    headers: { location: path, 'cache-control': 'no-store' },
  })
}

function errorAnswer(answer: Answer, error: PaymentError, backTo: (code: string) => string) {
  if (answer.json) {
    return NextResponse.json(describePaymentError(error.code, answer.locale, error.params), {
      status: paymentErrorStatus(error.code),
      headers: { 'cache-control': 'no-store' },
    })
  }
  return redirect(backTo(error.code))
}

function technical(answer: Answer, error: unknown) {
  logger.error('unexpected payments error', {
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  })
  return NextResponse.json(
    { code: 'technical', message: getTranslator(answer.locale, 'api')('technical') },
    { status: 500, headers: { 'cache-control': 'no-store' } },
  )
}

async function memberOrAnswer(
  request: NextRequest,
  answer: Answer,
  returnTo: string,
): Promise<number | Response> {
  let memberId: number | null = null
  try {
    memberId = await findCallerId(
      {
        header: (name) => request.headers.get(name),
        cookie: (name) => request.cookies.get(name)?.value,
      },
      answer.locale,
    )
  } catch (error) {
    // An expired access token with a refresh cookie: the page refreshes it when shown again.
    if (!(error instanceof ApiError)) throw error
    if (answer.json) return NextResponse.json(error.body, { status: error.status })
    return redirect(returnTo)
  }
  if (memberId !== null) return memberId
  if (answer.json) {
    return NextResponse.json(
      { code: 'unauthenticated', message: getTranslator(answer.locale, 'api')('unauthenticated') },
      { status: 401 },
    )
  }
  const login = localizePath(accountPath('login', answer.locale), answer.locale)
  return redirect(`${login}?returnTo=${encodeURIComponent(returnTo)}`)
}

function forbiddenOrigin(answer: Answer) {
  return NextResponse.json(
    { code: 'forbiddenOrigin', message: getTranslator(answer.locale, 'api')('forbiddenOrigin') },
    { status: 403 },
  )
}

async function contextOf(locale: Locale): Promise<PaymentsContext> {
  return paymentsContext(await getPayloadClient(), { locale })
}

const LocaleField = z.enum(['fr', 'en']).optional()

/** POST /api/epc/payments/tournaments/{tournamentId}/registration */
export async function registrationRoute(
  request: NextRequest,
  { params }: { params: Promise<{ tournamentId: string }> },
) {
  const body = await readBody(request)
  if (typeof body === 'string') return refuseBody(request, body, invalidInput(request))
  const locale = LocaleField.safeParse(body.locale).data ?? resolveRequestLocale(request)
  const answer: Answer = { json: wantsJson(request), locale }
  if (!isSameOrigin(request)) return forbiddenOrigin(answer)
  const raw = (await params).tournamentId
  const tournamentId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null
  const page = (query = '') =>
    tournamentId ? registrationPath(locale, tournamentId, query) : localizePath('/', locale)
  try {
    if (tournamentId === null) throw new PaymentError('tournamentUnavailable')
    const member = await memberOrAnswer(request, answer, page())
    if (typeof member !== 'number') return member
    const started = await registerForTournament(await contextOf(locale), member, tournamentId)
    if (answer.json) return NextResponse.json(started, { status: 201 })
    return redirect(started.redirectUrl)
  } catch (error) {
    if (isPaymentError(error)) return errorAnswer(answer, error, (code) => page(`?error=${code}`))
    return technical(answer, error)
  }
}

const WaitlistIntent = z.enum(['join', 'leave'])

/**
 * POST /api/epc/payments/tournaments/{tournamentId}/waitlist (`intent`: join, the default, or
 * leave; anything else is a 400) and DELETE on the same path (leave): the member's place on a full tournament's waiting
 * list (ADR 0071). A form gets a 303 back to the registration page saying what happened; JSON gets
 * the member's place (201 on joining, 204 on leaving).
 */
export async function waitlistRoute(
  request: NextRequest,
  { params }: { params: Promise<{ tournamentId: string }> },
) {
  const body = await readBody(request)
  if (typeof body === 'string') return refuseBody(request, body, invalidInput(request))
  const locale = LocaleField.safeParse(body.locale).data ?? resolveRequestLocale(request)
  const answer: Answer = { json: wantsJson(request), locale }
  if (!isSameOrigin(request)) return forbiddenOrigin(answer)
  // No intent is joining; anything but join or leave is refused (a form always sends one).
  const intent =
    request.method === 'DELETE' ? 'leave' : WaitlistIntent.default('join').safeParse(body.intent)
  if (typeof intent !== 'string' && !intent.success) {
    return NextResponse.json(invalidInput(request)(), {
      status: 400,
      headers: { 'cache-control': 'no-store' },
    })
  }
  const wanted = typeof intent === 'string' ? intent : intent.data
  const raw = (await params).tournamentId
  const tournamentId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null
  const page = (query = '') =>
    tournamentId ? registrationPath(locale, tournamentId, query) : localizePath('/', locale)
  try {
    if (tournamentId === null) throw new PaymentError('tournamentUnavailable')
    const member = await memberOrAnswer(request, answer, page())
    if (typeof member !== 'number') return member
    const ctx = await contextOf(locale)
    if (wanted === 'leave') {
      await leaveWaitlist(ctx, member, tournamentId)
      if (answer.json) return new NextResponse(null, { status: 204 })
      return redirect(page('?waitlist=left'))
    }
    const place = await joinWaitlist(ctx, member, tournamentId)
    if (answer.json) {
      return NextResponse.json(
        place.state === 'waiting'
          ? place
          : { state: place.state, offerExpiresAt: place.offerExpiresAt.toISOString() },
        { status: 201, headers: { 'cache-control': 'no-store' } },
      )
    }
    return redirect(page('?waitlist=joined'))
  } catch (error) {
    if (isPaymentError(error)) return errorAnswer(answer, error, (code) => page(`?error=${code}`))
    return technical(answer, error)
  }
}

/** A text field cut to a length (a form field too long is still answered, never a 500). */
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.slice(0, max))
    .optional()
    .catch(undefined)

export const MachineBodySchema = z.object({
  casino: text(20),
  machine: text(80),
  amount: text(20),
  otherAmount: text(20),
  amountCents: z.coerce.number().int().optional().catch(undefined),
  locale: LocaleField.catch(undefined),
})

export const PaymentStartedSchema = z.object({
  kind: z.enum(['pay', 'resume']).optional(),
  redirectUrl: z.string(),
  reference: z.string(),
})
export const CapsChangedSchema = z.object({ appliedNow: z.boolean(), effectiveFrom: z.string() })

/** POST /api/epc/payments/machine */
export async function machinePaymentRoute(request: NextRequest) {
  const raw = await readBody(request)
  if (typeof raw === 'string') return refuseBody(request, raw, invalidInput(request))
  const body = MachineBodySchema.safeParse(raw)
  const input = body.success ? body.data : {}
  const locale = input.locale ?? resolveRequestLocale(request)
  const answer: Answer = { json: wantsJson(request), locale }
  if (!isSameOrigin(request)) return forbiddenOrigin(answer)
  const back = (extra: Record<string, string | undefined> = {}) =>
    machinePaymentPath(locale, { casino: input.casino, machine: input.machine, ...extra })
  try {
    const member = await memberOrAnswer(request, answer, back())
    if (typeof member !== 'number') return member
    const typed = pickMachineAmountInput(input)
    const amountCents = input.amountCents ?? (typed ? parseEuroAmount(typed) : null) ?? null
    const started = await startMachinePayment(await contextOf(locale), member, {
      casino: input.casino,
      machine: input.machine,
      amountCents,
    })
    if (answer.json) return NextResponse.json(started, { status: 201 })
    return redirect(started.redirectUrl)
  } catch (error) {
    if (isPaymentError(error)) {
      const typed = pickMachineAmountInput(input)
      return errorAnswer(answer, error, (code) =>
        back({ error: code, amount: typed?.slice(0, 12) }),
      )
    }
    return technical(answer, error)
  }
}

export const CapsBodySchema = z.object({
  daily: z.string().optional(),
  weekly: z.string().optional(),
  dailyCents: z.number().int().nullable().optional(),
  weeklyCents: z.number().int().nullable().optional(),
  returnTo: z.string().optional(),
  locale: LocaleField,
})

const CapsEnvelope = z.object({
  returnTo: z.string().optional().catch(undefined),
  locale: LocaleField.catch(undefined),
})

/**
 * A cap from the form (euros, empty = no cap) or JSON (cents, null = no cap); `undefined` when
 * the field was not sent (the cap stays as the member wished it), 'bad' when unreadable.
 */
function capOf(
  text: string | undefined,
  cents: number | null | undefined,
): number | null | undefined | 'bad' {
  if (cents !== undefined) return cents
  if (text === undefined) return undefined
  if (text.trim() === '') return null
  if (text.length > 20) return 'bad'
  return parseEuroAmount(text) ?? 'bad'
}

/** Same-site paths only: '/x', never '//host' or '/\\host' (browsers read both as another site). */
const isLocalPath = (path: string | undefined): path is string =>
  typeof path === 'string' && path.length <= 500 && /^\/(?![/\\])/.test(path)

/** POST /api/epc/payments/caps: the member's daily and weekly machine payment caps. */
export async function capsRoute(request: NextRequest) {
  const raw = await readBody(request)
  if (typeof raw === 'string') {
    return refuseBody(request, raw, () =>
      describePaymentError('invalidCap', resolveRequestLocale(request)),
    )
  }
  const envelope = CapsEnvelope.parse(raw)
  const parsed = CapsBodySchema.safeParse(raw)
  const locale = envelope.locale ?? resolveRequestLocale(request)
  const answer: Answer = { json: wantsJson(request), locale }
  if (!isSameOrigin(request)) return forbiddenOrigin(answer)
  const fallback = localizePath(accountPath('machinePayments', locale), locale)
  const returnTo = isLocalPath(envelope.returnTo) ? envelope.returnTo : fallback
  const withQuery = (query: string) =>
    `${returnTo}${returnTo.includes('?') ? '&' : '?'}${query}#caps`
  try {
    const member = await memberOrAnswer(request, answer, returnTo)
    if (typeof member !== 'number') return member
    if (!parsed.success) throw new PaymentError('invalidCap')
    const input = parsed.data
    const daily = capOf(input.daily, input.dailyCents)
    const weekly = capOf(input.weekly, input.weeklyCents)
    if (daily === 'bad' || weekly === 'bad') throw new PaymentError('invalidCap')
    const ctx = await contextOf(locale)
    // A cap not sent stays as the member last asked (a raise still waiting included).
    const { caps } = await readMachineAccount(ctx, member)
    const wished = caps.pending ?? caps
    const result = await changeCaps(ctx, member, {
      dailyCents: daily === undefined ? wished.dailyCents : daily,
      weeklyCents: weekly === undefined ? wished.weeklyCents : weekly,
    })
    if (answer.json) {
      return NextResponse.json({
        appliedNow: result.appliedNow,
        effectiveFrom: result.effectiveFrom.toISOString(),
      })
    }
    return redirect(withQuery(`caps=${result.appliedNow ? 'saved' : 'pending'}`))
  } catch (error) {
    if (isPaymentError(error)) {
      return errorAnswer(answer, error, (code) => withQuery(`capsError=${code}`))
    }
    return technical(answer, error)
  }
}

/** POST /api/epc/payments/{reference}/cancel: the member gives up an open payment. */
export async function cancelPaymentRoute(
  request: NextRequest,
  { params }: { params: Promise<{ reference: string }> },
) {
  const body = await readBody(request)
  if (typeof body === 'string') return refuseBody(request, body, invalidInput(request))
  const locale = LocaleField.safeParse(body.locale).data ?? resolveRequestLocale(request)
  const answer: Answer = { json: wantsJson(request), locale }
  if (!isSameOrigin(request)) return forbiddenOrigin(answer)
  const reference = (await params).reference.slice(0, 40)
  const result = paymentResultPath(locale, reference)
  try {
    const member = await memberOrAnswer(request, answer, result)
    if (typeof member !== 'number') return member
    const ctx = await contextOf(locale)
    const payment = await findMemberPayment(ctx.payload, member, reference)
    if (!payment) throw new PaymentError('unknownPayment')
    const moved = await transition(ctx, payment.id, 'canceled', 'member')
    if (answer.json) return NextResponse.json({ status: moved.changed ? moved.to : moved.state })
    return redirect(result)
  } catch (error) {
    if (isPaymentError(error)) return errorAnswer(answer, error, () => result)
    return technical(answer, error)
  }
}

/** GET /api/epc/payments/{reference}: the member's own payment (others' are 404). */
export async function paymentStatusRoute(
  request: NextRequest,
  { params }: { params: Promise<{ reference: string }> },
) {
  const locale = resolveRequestLocale(request)
  const answer: Answer = { json: true, locale }
  try {
    const member = await memberOrAnswer(request, answer, '/')
    if (typeof member !== 'number') return member
    const payload = await getPayloadClient()
    const payment = await findMemberPayment(payload, member, (await params).reference.slice(0, 40))
    if (!payment) throw new PaymentError('unknownPayment')
    return NextResponse.json(
      {
        reference: payment.reference,
        purpose: payment.purpose,
        status: payment.status,
        amountCents: payment.amountCents,
        currency: payment.currency,
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    if (isPaymentError(error)) return errorAnswer(answer, error, () => '/')
    return technical(answer, error)
  }
}

/**
 * POST /api/payments/notifications/{provider}: the provider's server-to-server notification. The
 * adapter checks the signature over the raw body; then the payments service applies it once.
 * 2xx tells the provider to stop retrying (applied or safely ignored); 400 a refused one.
 */
export async function notificationRoute(
  request: NextRequest,
  { params }: { params: Promise<{ provider: string }> },
) {
  const provider = getPaymentProvider()
  if ((await params).provider !== provider.name) {
    return NextResponse.json({ code: 'unknownProvider' }, { status: 404 })
  }
  const body = await readRequestText(request)
  if (body === null) return NextResponse.json({ code: 'payloadTooLarge' }, { status: 413 })
  try {
    const notification = await provider.verifyNotification({ body, headers: request.headers })
    const outcome = await applyNotification(await contextOf('fr'), notification, provider.name)
    return NextResponse.json(outcome)
  } catch (error) {
    if (error instanceof NotificationRejected) {
      if (error.reason === 'ignored') return NextResponse.json({ outcome: 'ignored' })
      return NextResponse.json({ code: `rejected:${error.reason}` }, { status: 400 })
    }
    if (isPaymentError(error)) {
      return NextResponse.json({ code: error.code }, { status: paymentErrorStatus(error.code) })
    }
    logger.error('payment notification failed', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    })
    return NextResponse.json({ code: 'technical' }, { status: 500 })
  }
}
