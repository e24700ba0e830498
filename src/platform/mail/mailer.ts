import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { getEnv } from '../config/env'
import { logger } from '../logger'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
  /** What the mail is, for the admin and for tests ('member.activation', …). */
  kind: string
  locale?: string
}

let transport: Transporter | null | undefined

function getTransport(): Transporter | null {
  if (transport === undefined) {
    const url = getEnv().SMTP_URL
    transport = url ? nodemailer.createTransport(url) : null
  }
  return transport
}

/**
 * Stores the mail in the outbox, then sends it over SMTP when configured. The request that caused
 * the mail never fails because of SMTP: a failed send is recorded on the outbox row and logged.
 */
export async function sendMail(
  payload: Payload,
  mail: OutgoingMail,
): Promise<{ id: number | string }> {
  const stored = await payload.create({
    collection: 'outbox',
    data: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      locale: mail.locale,
      status: 'stored',
    },
    overrideAccess: true,
  })
  const smtp = getTransport()
  if (!smtp) return { id: stored.id }
  try {
    await smtp.sendMail({
      from: getEnv().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    await payload.update({
      collection: 'outbox',
      id: stored.id,
      data: { status: 'sent', sentAt: new Date().toISOString() },
      overrideAccess: true,
    })
  } catch (error) {
    logger.error('mail not sent', { outboxId: stored.id, kind: mail.kind, error: String(error) })
    await payload.update({
      collection: 'outbox',
      id: stored.id,
      data: { status: 'failed', error: String(error).slice(0, 500) },
      overrideAccess: true,
    })
  }
  return { id: stored.id }
}
