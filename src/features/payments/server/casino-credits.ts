import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, TaskConfig } from 'payload'

import type { Payment } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'
import { readRequestText } from '@/platform/http/request-body'
import { logger } from '@/platform/logger'
import { hmac, verifyHmac } from '@/platform/security/signing'

import { PaymentCounters } from './counters-repository'
import type { PaymentsContext } from './payments-core'

/**
 * The outbox of machine credits (ADR 0040): a paid machine payment stores one credit row (unique
 * per payment) and queues the `send-casino-credit` job, which POSTs it to the casino system with
 * an HMAC signature and the credit id as Idempotency-Key. The job is retried with backoff; a row
 * is claimed by one runner at a time and marked sent once, so a credit is never lost and never
 * sent twice by us (the casino system dedups a retried delivery by its key). After the last
 * attempt the row says 'failed' in the admin for staff.
 */

export const PAYMENTS_QUEUE = 'payments'
export const SEND_CASINO_CREDIT_TASK = 'send-casino-credit'
export const CASINO_CREDIT_ATTEMPTS = 8
export const CASINO_SIGNATURE_HEADER = 'x-atout-signature'
const STALE_CLAIM_MS = 2 * 60_000

export const DEMO_CASINO_SYSTEM_PATH = '/api/sandbox/casino-system/credits'

function signingKey(): Buffer {
  // The casino systems hold this key: its derivation is part of their contract and stays as is.
  return hmac(getEnv().PAYLOAD_SECRET, 'atout-casino-credit-v1')
}

export function signCasinoBody(body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  const v1 = hmac(signingKey(), `${t}.${body}`).toString('hex')
  return `t=${t},v1=${v1}`
}

export function casinoCreditUrl(): string {
  return getEnv().CASINO_CREDIT_URL ?? `${getEnv().SITE_URL}${DEMO_CASINO_SYSTEM_PATH}`
}

export async function queueCasinoCredit(ctx: PaymentsContext, payment: Payment) {
  let creditId: number
  try {
    const credit = await ctx.payload.create({
      collection: 'casino-credits',
      overrideAccess: true,
      data: {
        creditId: randomUUID(),
        payment: payment.id,
        casinoTrigram: payment.casinoTrigram ?? '',
        machineId: payment.machineId ?? '',
        amountCents: payment.amountCents,
        status: 'pending',
        attempts: 0,
      },
    })
    creditId = credit.id
  } catch (error) {
    if (isUniqueViolation(error, 'payment')) return // already queued for this payment
    throw error
  }
  const job = await ctx.payload.jobs.queue({
    task: SEND_CASINO_CREDIT_TASK,
    input: { creditId },
    queue: PAYMENTS_QUEUE,
  })
  // First attempt right away, outside the caller's await; the runner retries the rest.
  void ctx.payload.jobs.runByID({ id: job.id, silent: true }).catch((error: unknown) => {
    logger.warn('casino credit not started; the job runner will pick it up', {
      creditId,
      error: String(error),
    })
  })
}

type ClaimedCredit = {
  credit_id: string
  casino_trigram: string
  machine_id: string
  amount_cents: unknown
  attempts: unknown
  payment_id: unknown
}

async function claim(payload: Payload, id: number, now: number) {
  const dialect = getSqlDialect(payload)
  const { rows } = await runSql<ClaimedCredit>(
    payload,
    sql`UPDATE casino_credits SET status = 'sending', claimed_at = ${sqlInstant(dialect, now)}
      WHERE id = ${id} AND (status IN ('pending', 'failed')
        OR (status = 'sending' AND claimed_at < ${sqlInstant(dialect, now - STALE_CLAIM_MS)}))
        AND EXISTS (SELECT 1 FROM payments WHERE payments.id = casino_credits.payment_id AND payments.status = 'paid')
      RETURNING credit_id, casino_trigram, machine_id, amount_cents, attempts, payment_id`,
  )
  return rows[0] ?? null
}

export class CasinoCreditError extends Error {}

/** One delivery attempt of a stored credit; throws (→ retried) when the casino did not take it. */
export async function deliverCasinoCredit(
  payload: Payload,
  id: number,
  options: { finalAttempt: boolean; fetchImpl?: typeof fetch } = { finalAttempt: false },
): Promise<'sent' | 'skipped'> {
  const now = Date.now()
  const row = await claim(payload, id, now)
  if (!row) return 'skipped'
  const attempts = Number(row.attempts ?? 0) + 1
  const body = JSON.stringify({
    creditId: row.credit_id,
    casino: row.casino_trigram,
    machineId: row.machine_id,
    amountCents: Number(row.amount_cents),
    currency: 'EUR',
    paidAt: new Date(now).toISOString(),
  })
  let failure: string | null = null
  try {
    const response = await (options.fetchImpl ?? fetch)(casinoCreditUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': row.credit_id,
        [CASINO_SIGNATURE_HEADER]: signCasinoBody(body, new Date(now)),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) failure = `HTTP ${response.status}`
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  if (failure === null) {
    await new PaymentCounters(payload).markCreditSent(id, attempts, new Date())
    return 'sent'
  }
  await payload.update({
    collection: 'casino-credits',
    id,
    overrideAccess: true,
    data: {
      status: options.finalAttempt ? 'failed' : 'pending',
      attempts,
      lastError: failure.slice(0, 500),
    },
  })
  logger.warn('casino credit not delivered', { id, attempts, error: failure })
  throw new CasinoCreditError(`casino credit ${id}: ${failure}`)
}

export const sendCasinoCreditTask: TaskConfig<{
  input: { creditId: number }
  output: { outcome: string }
}> = {
  slug: SEND_CASINO_CREDIT_TASK,
  label: 'Send a machine credit to the casino system',
  inputSchema: [{ name: 'creditId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: {
    attempts: CASINO_CREDIT_ATTEMPTS - 1,
    backoff: { type: 'exponential', delay: 10_000 },
  },
  handler: async ({ input, job, req }) => {
    const attempt = (job.totalTried ?? 0) + 1
    const outcome = await deliverCasinoCredit(req.payload, input.creditId, {
      finalAttempt: attempt >= CASINO_CREDIT_ATTEMPTS,
    })
    return { output: { outcome } }
  },
}

/**
 * Staff send a failed credit again (after fixing what the casino system refused): the row goes
 * back to pending with its attempts reset, once (a second click finds it pending and does
 * nothing), and the job is queued. The casino system still dedups by the credit id.
 */
export async function retryFailedCredit(payload: Payload, id: number): Promise<boolean> {
  const { rows } = await runSql<{ id: number }>(
    payload,
    sql`UPDATE casino_credits SET status = 'pending', attempts = 0, last_error = NULL
      WHERE id = ${id} AND status = 'failed' RETURNING id`,
  )
  if (rows.length === 0) return false
  await payload.jobs.queue({
    task: SEND_CASINO_CREDIT_TASK,
    input: { creditId: id },
    queue: PAYMENTS_QUEUE,
  })
  logger.info('casino credit queued again by staff', { id })
  return true
}

/**
 * Credits left pending (or stuck sending) longer than every retry would take: their job was lost
 * (a crash between the payment and the queue). They are queued again; the claim keeps one sender.
 */
export async function requeueStaleCredits(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'casino-credits',
    where: {
      and: [
        { status: { in: ['pending', 'sending'] } },
        { updatedAt: { less_than: new Date(now.getTime() - 30 * 60_000).toISOString() } },
      ],
    },
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  for (const credit of docs) {
    await payload.jobs.queue({
      task: SEND_CASINO_CREDIT_TASK,
      input: { creditId: credit.id },
      queue: PAYMENTS_QUEUE,
    })
  }
  return docs.length
}

/** Checks a credit's signature (the demo casino system's side; 5 minutes of tolerance). */
export function verifyCasinoSignature(body: string, header: string | null, now = new Date()) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '')
  if (!match) return false
  const t = Number(match[1])
  if (Math.abs(now.getTime() / 1000 - t) > 300) return false
  return verifyHmac(signingKey(), `${t}.${body}`, Buffer.from(match[2]!, 'hex'))
}

/**
 * POST /api/sandbox/casino-system/credits: the demo casino system that receives machine credits
 * when no CASINO_CREDIT_URL is configured. It checks the signature and acknowledges; a real
 * casino system dedups by the Idempotency-Key.
 */
export async function demoCasinoSystemRoute(request: Request): Promise<Response> {
  const body = await readRequestText(request)
  if (body === null)
    return Response.json({ accepted: false, code: 'payloadTooLarge' }, { status: 413 })
  if (!verifyCasinoSignature(body, request.headers.get(CASINO_SIGNATURE_HEADER))) {
    return Response.json({ accepted: false, code: 'signature' }, { status: 401 })
  }
  return Response.json({ accepted: true, creditId: request.headers.get('idempotency-key') })
}
