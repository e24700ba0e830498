import type { EmailAdapter } from 'payload'

import { getEnv } from '../config/env'
import { sendMail } from './mailer'

function firstAddress(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return firstAddress(value[0])
  if (value && typeof value === 'object' && 'address' in value) return String(value.address)
  return ''
}

/** The token of the admin's password-reset link (`/admin/reset/<token>`), kept out of the outbox. */
export function findResetTokens(text: string): string[] {
  return [...text.matchAll(/\/reset\/([A-Za-z0-9_-]{16,})/g)].map((match) => match[1]!)
}

/** Payload's own mails (staff password reset) go through the same outbox as member mails. */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = getEnv().MAIL_FROM
  const match = /^(.*)<(.+)>$/.exec(from)
  return {
    name: 'atout-outbox',
    defaultFromAddress: match ? match[2]!.trim() : from,
    defaultFromName: match ? match[1]!.trim() : 'Atout',
    sendEmail: async (message) => {
      const text = typeof message.text === 'string' ? message.text : ''
      const html = typeof message.html === 'string' ? message.html : undefined
      const { id } = await sendMail(payload, {
        to: firstAddress(message.to),
        subject: String(message.subject ?? ''),
        text,
        html,
        kind: 'staff',
        secrets: findResetTokens(`${text}\n${html ?? ''}`),
      })
      return { id }
    },
  }
}
