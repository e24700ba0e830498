import { sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { getEnv } from '../config/env'
import { getSqlDialect, runSql, sqlInstant } from '../db/sql'
import type { Locale } from '../i18n/locales'
import { logger } from '../logger'
import type { MailAttachment, MailContent } from './compose/content'
import { composeMail } from './compose/render'
import type { OutboxStatus } from './outbox-collection'
import { redactSecrets } from './redact'
import { seal, unseal } from './seal'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
  /** What the mail is, for the admin and for tests ('member.activation', …). */
  kind: string
  locale?: string
  /** One-time tokens inside the mail: staff reading the outbox never see them (with SMTP). */
  secrets?: readonly string[]
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>
  /**
   * Files sent with the mail (a booking's .ics), delivered by SMTP from the sealed copy. Without
   * SMTP (the demo mailbox) the outbox keeps the parts only: the mail's link to the same file
   * stays.
   */
  attachments?: readonly MailAttachment[]
  /**
   * The mail to a person whose data is erased (ADR 0069): the outbox keeps no address or text of
   * it once delivered or given up (without SMTP, from the start).
   */
  forgetRecipient?: boolean
}

/** Where a forgotten mail's copy in the outbox says it went (a reserved domain). */
export const FORGOTTEN_RECIPIENT = 'forgotten@erased.invalid'

/** A mail given as content: the branded layout renders its HTML and text parts. */
export type ComposedMail = Omit<OutgoingMail, 'text' | 'html' | 'locale'> & {
  locale: Locale
  content: MailContent
}

export const MAIL_QUEUE = 'mail'
export const DELIVER_MAIL_TASK = 'deliver-mail'
/** First try plus retries, 30 s apart and doubling: the last one about 16 minutes after. */
export const MAIL_DELIVERY_ATTEMPTS = 6
/** A delivery picked up longer ago than this was interrupted (the process died): pick it again. */
const STALE_CLAIM_MS = 5 * 60_000

let transport: Transporter | null | undefined

function getTransport(): Transporter | null {
  if (transport === undefined) {
    const url = getEnv().SMTP_URL
    transport = url ? nodemailer.createTransport(url) : null
  }
  return transport
}

type SealedMail = {
  text: string
  html?: string
  headers?: Record<string, string>
  attachments?: readonly MailAttachment[]
}

function redactHeaders(
  headers: Record<string, string> | undefined,
  secrets: readonly string[],
): Record<string, string> | undefined {
  if (!headers) return undefined
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, redactSecrets(value, secrets)]),
  )
}

/**
 * Stores the mail in the outbox, then hands it to the `deliver-mail` job (retried with backoff,
 * visible to staff). The request that caused the mail never waits for SMTP and never fails
 * because of it. Without SMTP the outbox is the demo mailbox: the mail is kept there in full.
 * `delivery` settles when the first attempt is over (tests await it; callers need not).
 */
export async function sendMail(
  payload: Payload,
  mail: OutgoingMail,
): Promise<{ id: number; delivery: Promise<void> }> {
  const base = { to: mail.to, subject: mail.subject, kind: mail.kind, locale: mail.locale }
  if (!getTransport() && mail.forgetRecipient) {
    // The demo mailbox is the mail's destination: a forgotten mail leaves its subject only.
    const kept = await payload.create({
      collection: 'outbox',
      data: { ...base, to: FORGOTTEN_RECIPIENT, status: 'kept', forgetOnDelivery: true },
    })
    return { id: kept.id, delivery: Promise.resolve() }
  }
  if (!getTransport()) {
    const kept = await payload.create({
      collection: 'outbox',
      data: { ...base, text: mail.text, html: mail.html, headers: mail.headers, status: 'kept' },
    })
    return { id: kept.id, delivery: Promise.resolve() }
  }
  const secrets = mail.secrets ?? []
  const sealed: SealedMail = {
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments,
  }
  const stored = await payload.create({
    collection: 'outbox',
    data: {
      ...base,
      text: redactSecrets(mail.text, secrets),
      html: mail.html === undefined ? undefined : redactSecrets(mail.html, secrets),
      headers: redactHeaders(mail.headers, secrets),
      status: 'queued',
      sealed: seal(getEnv().PAYLOAD_SECRET, JSON.stringify(sealed)),
      forgetOnDelivery: mail.forgetRecipient === true,
    },
  })
  const job = await payload.jobs.queue({
    task: DELIVER_MAIL_TASK,
    input: { outboxId: stored.id },
    queue: MAIL_QUEUE,
  })
  // First attempt right away, outside the caller's await; the queue's runner retries the rest.
  const delivery = payload.jobs.runByID({ id: job.id, silent: true }).then(
    () => undefined,
    (error: unknown) => {
      logger.warn('mail delivery not started; the job runner will pick it up', {
        outboxId: stored.id,
        error: String(error),
      })
    },
  )
  return { id: stored.id, delivery }
}

/** Renders a mail's content through the branded layout, then sends it as `sendMail` does. */
export async function sendComposedMail(payload: Payload, mail: ComposedMail) {
  const { content, ...rest } = mail
  return sendMail(payload, { ...rest, ...(await composeMail(mail.locale, content)) })
}

type ClaimedRow = {
  to: string
  subject: string
  sealed: string | null
  attempts: unknown
  forget_on_delivery: unknown
}

/** Marks the row as being sent, for exactly one runner (several instances may run the queue). */
async function claim(payload: Payload, outboxId: number, now: number) {
  const dialect = getSqlDialect(payload)
  const { rows } = await runSql<ClaimedRow>(
    payload,
    sql`UPDATE outbox SET status = 'sending', claimed_at = ${sqlInstant(dialect, now)}
      WHERE id = ${outboxId} AND (status IN ('queued', 'retrying')
        OR (status = 'sending' AND claimed_at < ${sqlInstant(dialect, now - STALE_CLAIM_MS)}))
      RETURNING "to", subject, sealed, attempts, forget_on_delivery`,
  )
  return rows[0] ?? null
}

export type DeliveryOutcome = OutboxStatus | 'skipped'

export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MailDeliveryError'
  }
}

/**
 * One delivery attempt of a stored mail (the job's handler). Throws MailDeliveryError when the
 * attempt failed and another one will follow; the last failure is recorded as 'failed'.
 */
export async function deliverStoredMail(
  payload: Payload,
  outboxId: number,
  attempt: number,
): Promise<DeliveryOutcome> {
  const row = await claim(payload, outboxId, Date.now())
  if (!row) return 'skipped'
  const attempts = Number(row.attempts ?? 0) + 1
  const forget = Boolean(row.forget_on_delivery)
  const record = (data: {
    status: OutboxStatus
    error?: string | null
    sentAt?: string
    sealed?: null
  }) =>
    payload.update({
      collection: 'outbox',
      id: outboxId,
      data: {
        ...data,
        attempts,
        // Delivered or given up: the copy of a forgotten mail keeps its subject only.
        ...(forget && data.sealed === null
          ? { to: FORGOTTEN_RECIPIENT, text: null, html: null, headers: null }
          : {}),
      },
    })

  const plain = row.sealed ? unseal(getEnv().PAYLOAD_SECRET, row.sealed) : null
  const smtp = getTransport()
  if (!plain || !smtp) {
    const error = smtp ? 'sealed copy unreadable (PAYLOAD_SECRET changed?)' : 'SMTP not configured'
    await record({ status: 'failed', error, sealed: null })
    logger.error('mail not sent', { outboxId, error })
    return 'failed'
  }
  const mail = JSON.parse(plain) as SealedMail
  try {
    await smtp.sendMail({
      from: getEnv().MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      attachments: mail.attachments?.map((file) => ({ ...file })),
    })
  } catch (error) {
    const message = String(error).slice(0, 500)
    const last = attempt >= MAIL_DELIVERY_ATTEMPTS
    await record(
      last
        ? { status: 'failed', error: message, sealed: null }
        : { status: 'retrying', error: message },
    )
    logger[last ? 'error' : 'warn']('mail not sent', { outboxId, attempt, error: message })
    if (last) return 'failed'
    throw new MailDeliveryError(`attempt ${attempt} failed: ${message}`)
  }
  await record({ status: 'sent', error: null, sentAt: new Date().toISOString(), sealed: null })
  return 'sent'
}
