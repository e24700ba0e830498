import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Payment } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'

import { nextPaymentState, type PaymentEvent, type PaymentState } from '../domain'
import { PaymentCounters } from './counters-repository'
import { PaymentError } from './errors'
import { getPaymentProvider } from './providers'
import { paymentResultUrl } from './paths'

/**
 * What every payments operation runs with. `effects` is what a payment's move means for what it
 * pays for (server/effects.ts): given by whoever builds the context (`paymentsContext`), so this
 * module, which everything imports, never imports the effects back.
 */
export type PaymentsContext = {
  payload: Payload
  now: Date
  locale: Locale
  effects: PaymentEffects
}

/** Who changed a payment: the system, the provider (by its notification) or a staff member. */
export type PaymentAuthor = 'system' | 'member' | `provider:${string}` | `staff:${string}`

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A short reference read over the phone: prefix + 10 characters without 0/O/1/I. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(10)
  let code = ''
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length]
  return `${prefix}-${code}`
}

/** What a payment's move means for what it pays for; runs once per move, after it is stored. */
export type PaymentEffects = (
  ctx: PaymentsContext,
  payment: Payment,
  from: PaymentState,
  to: PaymentState,
) => Promise<void>

/** How long a buyer has on the provider's page (the tournament seat is held as long). */
export const PAYMENT_WINDOW_MINUTES = 15

export type NewPayment = {
  purpose: 'tournament' | 'machine'
  memberId: number
  amountCents: number
  description: string
  tournamentId?: number
  casinoTrigram?: string
  machineId?: string
  expiresAt: Date
}

export async function createPaymentRecord(ctx: PaymentsContext, input: NewPayment) {
  const provider = getPaymentProvider()
  return ctx.payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      reference: newReference('PAY'),
      status: 'created',
      purpose: input.purpose,
      member: input.memberId,
      amountCents: input.amountCents,
      currency: 'EUR',
      description: input.description,
      locale: ctx.locale,
      provider: provider.name,
      tournament: input.tournamentId ?? null,
      casinoTrigram: input.casinoTrigram ?? null,
      machineId: input.machineId ?? null,
      expiresAt: input.expiresAt.toISOString(),
      // The instant the caps were counted at: their release uses the same day and week.
      createdAt: ctx.now.toISOString(),
    },
  })
}

export async function logPaymentEvent(
  payload: Payload,
  entry: {
    paymentId: number
    event: string
    from?: PaymentState | null
    to?: PaymentState | null
    author: PaymentAuthor
    notificationId?: string | null
    note?: string | null
  },
): Promise<void> {
  await payload.create({
    collection: 'payment-events',
    overrideAccess: true,
    data: {
      payment: entry.paymentId,
      event: entry.event,
      fromStatus: entry.from ?? null,
      toStatus: entry.to ?? null,
      author: entry.author,
      notificationId: entry.notificationId ?? null,
      note: entry.note ?? null,
    },
  })
}

/**
 * Opens the provider's hosted page for a created payment: created → pending. When the provider
 * cannot be reached the payment fails (logged) and the caller gives back what it held.
 */
export async function openHostedPayment(
  ctx: PaymentsContext,
  payment: Payment,
  customerEmail: string | null,
): Promise<string> {
  const provider = getPaymentProvider()
  const memberId = typeof payment.member === 'object' ? payment.member.id : payment.member
  try {
    const hosted = await provider.createHostedPayment({
      reference: payment.reference,
      amountCents: payment.amountCents,
      currency: 'EUR',
      description: payment.description,
      locale: ctx.locale,
      customerEmail,
      returnUrl: paymentResultUrl(ctx.locale, payment.reference),
      cancelUrl: paymentResultUrl(ctx.locale, payment.reference, '?returned=cancel'),
      expiresAt: new Date(payment.expiresAt ?? ctx.now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
    })
    await ctx.payload.update({
      collection: 'payments',
      id: payment.id,
      overrideAccess: true,
      data: { providerRef: hosted.providerRef, redirectUrl: hosted.redirectUrl },
    })
    await transition(ctx, payment.id, 'opened', 'system', { note: `member ${memberId}` })
    return hosted.redirectUrl
  } catch (error) {
    logger.error('payment provider unavailable', {
      reference: payment.reference,
      error: error instanceof Error ? error.message : String(error),
    })
    await transition(ctx, payment.id, 'failed', 'system', { note: 'provider unavailable' })
    throw new PaymentError('providerUnavailable')
  }
}

export type TransitionResult =
  | { changed: true; from: PaymentState; to: PaymentState; payment: Payment }
  | { changed: false; state: PaymentState; ignored: 'replay' | 'backwards' | 'invalid' }

/**
 * Applies an event to a payment by compare-and-set: the state read decides the next state, and
 * only the request whose UPDATE still found that state goes on (the others read again and find a
 * replay). A move is logged with its author; effects run once, for the request that moved it.
 */
export async function transition(
  ctx: PaymentsContext,
  paymentId: number,
  event: PaymentEvent,
  author: PaymentAuthor,
  extra: { notificationId?: string; note?: string; refundRef?: string } = {},
): Promise<TransitionResult> {
  const counters = new PaymentCounters(ctx.payload)
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await ctx.payload.findByID({
      collection: 'payments',
      id: paymentId,
      overrideAccess: true,
      depth: 0,
    })
    const from = current.status as PaymentState
    const next = nextPaymentState(from, event)
    if (!next.changed) return { changed: false, state: from, ignored: next.ignored ?? 'replay' }
    const settles = next.state === 'paid' || next.state === 'failed' || next.state === 'canceled'
    const moved = await counters.movePayment(paymentId, from, next.state, ctx.now, {
      settledAt: settles ? ctx.now : undefined,
      refundRef: extra.refundRef,
    })
    if (!moved) continue
    await logPaymentEvent(ctx.payload, {
      paymentId,
      event,
      from,
      to: next.state,
      author,
      notificationId: extra.notificationId,
      note: extra.note,
    })
    const payment = { ...current, status: next.state }
    await ctx.effects(ctx, payment, from, next.state)
    return { changed: true, from, to: next.state, payment }
  }
  throw new Error(`payment ${paymentId}: too much contention`)
}

export async function findPaymentByReference(payload: Payload, reference: string) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A member's own payment by reference; null for anyone else's (never says it exists). */
export async function findMemberPayment(payload: Payload, memberId: number, reference: string) {
  const payment = await findPaymentByReference(payload, reference)
  if (!payment) return null
  const owner = typeof payment.member === 'object' ? payment.member.id : payment.member
  return owner === memberId ? payment : null
}

/** Staff refund through the provider: paid → refunded, logged with the staff member. */
export async function refundPayment(
  ctx: PaymentsContext,
  paymentId: number,
  staffEmail: string,
): Promise<TransitionResult> {
  const payment = await ctx.payload
    .findByID({ collection: 'payments', id: paymentId, overrideAccess: true, depth: 0 })
    .catch(() => null)
  if (!payment) throw new PaymentError('unknownPayment')
  if (payment.status !== 'paid' || !payment.providerRef) throw new PaymentError('notRefundable')
  const provider = getPaymentProvider()
  const { refundRef } = await provider.refund({
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    reference: payment.reference,
  })
  return transition(ctx, payment.id, 'refunded', `staff:${staffEmail}`, { refundRef })
}
