import type { EmailAdapter } from 'payload'

import { getEnv } from '../config/env'
import { sendMail } from './mailer'

function firstAddress(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return firstAddress(value[0])
  if (value && typeof value === 'object' && 'address' in value) return String(value.address)
  return ''
}

/** Payload's own mails (staff password reset) go through the same outbox as member mails. */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = getEnv().MAIL_FROM
  const match = /^(.*)<(.+)>$/.exec(from)
  return {
    name: 'atout-outbox',
    defaultFromAddress: match ? match[2]!.trim() : from,
    defaultFromName: match ? match[1]!.trim() : 'Atout',
    sendEmail: async (message) =>
      sendMail(payload, {
        to: firstAddress(message.to),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : '',
        html: typeof message.html === 'string' ? message.html : undefined,
        kind: 'staff',
      }),
  }
}
