import type { Payload } from 'payload'

import { findMemberById } from '@/features/identity'
import { VenuesRepository } from '@/features/venues'
import type { Payment } from '@/payload-types'

import {
  capRemaining,
  checkMachineAmount,
  DEFAULT_MACHINE_AMOUNT_RULES,
  effectiveCaps,
  parisDayKey,
  parisWeekKey,
  parseMachineQr,
  requestCapChange,
  type MachineAmountRules,
  type StoredCaps,
} from '../domain'
import { PaymentCounters } from './counters-repository'
import { PaymentError } from './errors'
import {
  createPaymentRecord,
  openHostedPayment,
  PAYMENT_WINDOW_MINUTES,
  type PaymentsContext,
} from './payments-core'

/**
 * Slot-machine payment (ADR 0040): from the machine's QR code (casino trigram + machine UUID), a
 * member pays an amount within the staff's rules and under their own daily and weekly caps; the
 * amount is counted against the caps by one atomic claim per period when the payment starts, and
 * given back if it fails. Paid → the credit goes to the casino system through the outbox.
 */

export async function readMachineRules(payload: Payload): Promise<MachineAmountRules> {
  const settings = await payload
    .findGlobal({ slug: 'machine-payment-settings', depth: 0, overrideAccess: true })
    .catch(() => null)
  return {
    minCents: settings?.minCents ?? DEFAULT_MACHINE_AMOUNT_RULES.minCents,
    maxCents: settings?.maxCents ?? DEFAULT_MACHINE_AMOUNT_RULES.maxCents,
    stepCents: settings?.stepCents ?? DEFAULT_MACHINE_AMOUNT_RULES.stepCents,
  }
}

export type MachineTarget = { trigram: string; machineId: string; casinoName: string }

/** The QR code's casino and machine, or the spec's error for what is missing or wrong. */
export async function resolveMachine(
  payload: Payload,
  query: { casino?: string | null; machine?: string | null },
): Promise<MachineTarget> {
  const parsed = parseMachineQr(query)
  if (!parsed.ok) throw new PaymentError(parsed.error)
  const casinoName = await new VenuesRepository(payload).findCasinoNameByTrigram(parsed.trigram)
  if (casinoName === null) throw new PaymentError('unknownCasino', { trigram: parsed.trigram })
  return { trigram: parsed.trigram, machineId: parsed.machineId, casinoName }
}

const EMPTY_CAPS: StoredCaps = {
  dailyCents: null,
  weeklyCents: null,
  pendingDailyCents: null,
  pendingWeeklyCents: null,
  pendingFrom: null,
}

async function findCapsDoc(payload: Payload, memberId: number) {
  const { docs } = await payload.find({
    collection: 'payment-caps',
    where: { member: { equals: memberId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function readStoredCaps(payload: Payload, memberId: number): Promise<StoredCaps> {
  const doc = await findCapsDoc(payload, memberId)
  if (!doc) return EMPTY_CAPS
  return {
    dailyCents: doc.dailyCents ?? null,
    weeklyCents: doc.weeklyCents ?? null,
    pendingDailyCents: doc.pendingDailyCents ?? null,
    pendingWeeklyCents: doc.pendingWeeklyCents ?? null,
    pendingFrom: doc.pendingFrom ? new Date(doc.pendingFrom) : null,
  }
}

const spendKeys = (memberId: number, at: Date) => ({
  day: `${memberId}:d:${parisDayKey(at)}`,
  week: `${memberId}:w:${parisWeekKey(at)}`,
})

export type MachineAccount = {
  caps: ReturnType<typeof effectiveCaps>
  spent: { todayCents: number; weekCents: number }
  remaining: ReturnType<typeof capRemaining>
}

/** The member's caps (a raise waiting its 24 hours shown apart) and what is spent. */
export async function readMachineAccount(ctx: PaymentsContext, memberId: number) {
  const caps = effectiveCaps(await readStoredCaps(ctx.payload, memberId), ctx.now)
  const keys = spendKeys(memberId, ctx.now)
  const spentMap = await new PaymentCounters(ctx.payload).readSpend([keys.day, keys.week])
  const spent = { todayCents: spentMap.get(keys.day) ?? 0, weekCents: spentMap.get(keys.week) ?? 0 }
  return { caps, spent, remaining: capRemaining(caps, spent) } satisfies MachineAccount
}

/** Lowering a cap applies at once; raising or removing it waits 24 hours. */
export async function changeCaps(
  ctx: PaymentsContext,
  memberId: number,
  requested: { dailyCents: number | null; weeklyCents: number | null },
) {
  const stored = await readStoredCaps(ctx.payload, memberId)
  const result = requestCapChange(stored, requested, ctx.now)
  if (!result.ok) throw new PaymentError(result.code)
  const data = {
    dailyCents: result.stored.dailyCents,
    weeklyCents: result.stored.weeklyCents,
    pendingDailyCents: result.stored.pendingDailyCents,
    pendingWeeklyCents: result.stored.pendingWeeklyCents,
    pendingFrom: result.stored.pendingFrom ? result.stored.pendingFrom.toISOString() : null,
  }
  const doc = await findCapsDoc(ctx.payload, memberId)
  if (doc) {
    await ctx.payload.update({ collection: 'payment-caps', id: doc.id, data, overrideAccess: true })
  } else {
    await ctx.payload.create({
      collection: 'payment-caps',
      data: { member: memberId, ...data },
      overrideAccess: true,
    })
  }
  return result
}

/** Starts a machine payment: rules, caps (claimed atomically), then the provider's page. */
export async function startMachinePayment(
  ctx: PaymentsContext,
  memberId: number,
  input: { casino?: string | null; machine?: string | null; amountCents: number | null },
): Promise<{ redirectUrl: string; reference: string }> {
  const target = await resolveMachine(ctx.payload, input)
  const rules = await readMachineRules(ctx.payload)
  const amount = checkMachineAmount(input.amountCents ?? Number.NaN, rules)
  if (!amount.ok) {
    throw new PaymentError('invalidAmount', {
      min: rules.minCents,
      max: rules.maxCents,
      step: rules.stepCents,
    })
  }
  const member = await findMemberById(ctx.payload, memberId)
  if (!member) throw new PaymentError('unknownPayment')
  const amountCents = input.amountCents!
  const { caps } = await readMachineAccount(ctx, memberId)
  const counters = new PaymentCounters(ctx.payload)
  const keys = spendKeys(memberId, ctx.now)
  if (!(await counters.claimSpend(keys.day, amountCents, caps.dailyCents, ctx.now))) {
    const account = await readMachineAccount(ctx, memberId)
    throw new PaymentError('dailyCapReached', { remaining: account.remaining.dailyCents ?? 0 })
  }
  if (!(await counters.claimSpend(keys.week, amountCents, caps.weeklyCents, ctx.now))) {
    await counters.releaseSpend(keys.day, amountCents, ctx.now)
    const account = await readMachineAccount(ctx, memberId)
    throw new PaymentError('weeklyCapReached', { remaining: account.remaining.weeklyCents ?? 0 })
  }
  let payment: Payment
  try {
    payment = await createPaymentRecord(ctx, {
      purpose: 'machine',
      memberId,
      amountCents,
      description: `${ctx.locale === 'en' ? 'Machine credit' : 'Crédit machine'} · ${target.casinoName} · ${target.machineId.slice(0, 8)}`,
      casinoTrigram: target.trigram,
      machineId: target.machineId,
      expiresAt: new Date(ctx.now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
    })
  } catch (error) {
    // Nothing to pay: what was counted against the caps goes back.
    await counters.releaseSpend(keys.day, amountCents, ctx.now)
    await counters.releaseSpend(keys.week, amountCents, ctx.now)
    throw error
  }
  const redirectUrl = await openHostedPayment(ctx, payment, member.email)
  return { redirectUrl, reference: payment.reference }
}

/** Gives back what a machine payment counted against the caps of the period it started in. */
export async function releaseMachineSpend(ctx: PaymentsContext, payment: Payment) {
  const memberId = typeof payment.member === 'object' ? payment.member.id : payment.member
  const keys = spendKeys(memberId, new Date(payment.createdAt))
  const counters = new PaymentCounters(ctx.payload)
  await counters.releaseSpend(keys.day, payment.amountCents, ctx.now)
  await counters.releaseSpend(keys.week, payment.amountCents, ctx.now)
}

export type MachinePaymentEntry = {
  reference: string
  createdAt: string
  casinoTrigram: string
  machineId: string
  amountCents: number
  status: string
  creditStatus: string | null
}

/** A member's own machine payments, newest first, optionally for one machine. */
export async function listMemberMachinePayments(
  payload: Payload,
  memberId: number,
  machineFilter: string | null,
): Promise<{ entries: MachinePaymentEntry[]; machines: string[] }> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ member: { equals: memberId } }, { purpose: { equals: 'machine' } }] },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const credits = await payload.find({
    collection: 'casino-credits',
    where: { payment: { in: docs.map((doc) => doc.id) } },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const creditOf = new Map(
    credits.docs.map((credit) => [
      typeof credit.payment === 'object' ? credit.payment.id : credit.payment,
      credit.status,
    ]),
  )
  const machines = [...new Set(docs.map((doc) => doc.machineId ?? '').filter(Boolean))].sort()
  const entries = docs
    .filter((doc) => !machineFilter || doc.machineId === machineFilter)
    .map((doc) => ({
      reference: doc.reference,
      createdAt: doc.createdAt,
      casinoTrigram: doc.casinoTrigram ?? '',
      machineId: doc.machineId ?? '',
      amountCents: doc.amountCents,
      status: doc.status,
      creditStatus: creditOf.get(doc.id) ?? null,
    }))
  return { entries, machines }
}

/**
 * Counts a late-paid machine payment again in its period, within the member's caps as they are
 * now; false (nothing counted) when it no longer fits.
 */
export async function recountMachineSpend(
  ctx: PaymentsContext,
  payment: Payment,
  options: { ignoreCaps?: boolean } = {},
) {
  const memberId = typeof payment.member === 'object' ? payment.member.id : payment.member
  const keys = spendKeys(memberId, new Date(payment.createdAt))
  const { caps } = options.ignoreCaps
    ? { caps: { dailyCents: null, weeklyCents: null } }
    : await readMachineAccount(ctx, memberId)
  const counters = new PaymentCounters(ctx.payload)
  if (!(await counters.claimSpend(keys.day, payment.amountCents, caps.dailyCents, ctx.now))) {
    return false
  }
  if (!(await counters.claimSpend(keys.week, payment.amountCents, caps.weeklyCents, ctx.now))) {
    await counters.releaseSpend(keys.day, payment.amountCents, ctx.now)
    return false
  }
  return true
}
