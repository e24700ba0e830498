import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import * as routes from '@/features/identity/server/routes'
import { runSql } from '@/platform/db/sql'
import {
  deliverStoredMail,
  FORGOTTEN_RECIPIENT,
  MAIL_DELIVERY_ATTEMPTS,
  MAIL_QUEUE,
  sendMail,
} from '@/platform/mail/mailer'
import { REDACTED } from '@/platform/mail/redact'

import { bookTable, createBookingFixtures } from '../support/bookings-scenario'
import { createActiveMember } from '../support/login-attempts-scenario'
import { ApiClient } from './support/api-client'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Mail delivery through a real SMTP server on loopback: the outbox keeps a copy without the
 * one-time links, the job delivers the full mail, failures are retried and end visible to staff.
 */
const smtpPort = vi.hoisted(() => {
  const port = 20_000 + (process.pid % 20_000)
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  return port
})

type Received = { to: string; body: string }
const received: Received[] = []
let refusals = 0

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      if (refusals > 0) {
        refusals -= 1
        const error = Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 })
        callback(error)
        return
      }
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
        body: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

let ctx: TestPayload

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})
beforeEach(() => {
  received.length = 0
  refusals = 0
})

const TOKEN = 'tok_4f9c2a7d1e8b6c3a5f0e9d8c7b6a5f4e'

function resetMail(to: string) {
  return {
    to,
    subject: 'Mot de passe',
    text: `Bonjour,\nhttps://atout.example/account/nouveau-mot-de-passe?token=${TOKEN}\nÀ bientôt`,
    kind: 'member.passwordReset',
    locale: 'fr',
    secrets: [TOKEN],
  }
}

async function readRow(id: number) {
  const { rows } = await runSql<{ status: string; sealed: string | null; text: string }>(
    ctx.payload,
    sql`SELECT status, sealed, text FROM outbox WHERE id = ${id}`,
  )
  return rows[0]!
}

/** Lets the retry that the backoff planned for later run now (the clock cannot be faked in SQL). */
async function runDueRetries() {
  await runSql(ctx.payload, sql`UPDATE payload_jobs SET wait_until = NULL`)
  await ctx.payload.jobs.run({ queue: MAIL_QUEUE, silent: true })
}

describe('mail delivery', () => {
  test('staff read a copy without the link; the member receives the full mail', async () => {
    const { id, delivery } = await sendMail(ctx.payload, resetMail('reader@example.com'))
    const stored = await ctx.payload.findByID({ collection: 'outbox', id })
    expect(stored.text).not.toContain(TOKEN)
    expect(stored.text).toContain(`?token=${REDACTED}`)
    expect(stored).not.toHaveProperty('sealed')
    await delivery
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toBe('reader@example.com')
    expect(received[0]!.body).toContain(TOKEN)
    const row = await readRow(id)
    expect(row.status).toBe('sent')
    // Once delivered, the full mail is gone from the database too.
    expect(row.sealed).toBeNull()
    expect(row.text).not.toContain(TOKEN)
  })

  test('the last mail to a closed account: delivered in full, then its copy keeps no address or text', async () => {
    refusals = 1
    const { id, delivery } = await sendMail(ctx.payload, {
      ...resetMail('closing@example.com'),
      kind: 'privacy.accountClosed',
      forgetRecipient: true,
    })
    await delivery
    // While a retry is planned, the copy keeps the address it must still reach.
    expect((await ctx.payload.findByID({ collection: 'outbox', id })).to).toBe(
      'closing@example.com',
    )
    await runDueRetries()
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toBe('closing@example.com')
    expect(received[0]!.body).toContain('Bonjour')
    const row = await ctx.payload.findByID({ collection: 'outbox', id })
    expect(row).toMatchObject({ status: 'sent', to: FORGOTTEN_RECIPIENT, subject: 'Mot de passe' })
    expect(row.text ?? null).toBeNull()
    expect((await readRow(id)).sealed).toBeNull()
  })

  test('a refused delivery is retried, then sent', async () => {
    refusals = 1
    const { id, delivery } = await sendMail(ctx.payload, resetMail('retry@example.com'))
    await delivery
    const afterFirst = await ctx.payload.findByID({ collection: 'outbox', id })
    expect(afterFirst.status).toBe('retrying')
    expect(afterFirst.attempts).toBe(1)
    expect(afterFirst.error).toMatch(/try later/)
    expect(received).toHaveLength(0)
    await runDueRetries()
    const afterRetry = await ctx.payload.findByID({ collection: 'outbox', id })
    expect(afterRetry.status).toBe('sent')
    expect(afterRetry.attempts).toBe(2)
    expect(received).toHaveLength(1)
  })

  test(`after ${MAIL_DELIVERY_ATTEMPTS} refusals the mail is marked failed for staff`, async () => {
    refusals = 100
    const { id, delivery } = await sendMail(ctx.payload, resetMail('never@example.com'))
    await delivery
    for (let attempt = 2; attempt <= MAIL_DELIVERY_ATTEMPTS + 2; attempt++) await runDueRetries()
    const row = await ctx.payload.findByID({ collection: 'outbox', id })
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(MAIL_DELIVERY_ATTEMPTS)
    expect((await readRow(id)).sealed).toBeNull()
    expect(received).toHaveLength(0)
  })

  test('runners racing for the same mail send it once', async () => {
    const stored = await ctx.payload.create({
      collection: 'outbox',
      data: { to: 'race@example.com', subject: 'x', text: 'x', status: 'queued' },
    })
    // A row without a sealed copy cannot be sent: it ends failed; what matters is one claim.
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => deliverStoredMail(ctx.payload, stored.id, 1)),
    )
    expect(outcomes.filter((outcome) => outcome !== 'skipped')).toHaveLength(1)
    const { delivery, id } = await sendMail(ctx.payload, resetMail('race@example.com'))
    await delivery
    const again = await Promise.all(
      Array.from({ length: 5 }, () => deliverStoredMail(ctx.payload, id, 2)),
    )
    expect(again.every((outcome) => outcome === 'skipped')).toBe(true)
    expect(received).toHaveLength(1)
  })

  test('a member asking for a new password is answered at once, even when SMTP refuses', async () => {
    refusals = 100
    const email = 'forgot-smtp@example.com'
    await createActiveMember(ctx.payload, email)
    const answer = await new ApiClient().call(
      routes.forgotPasswordRoute,
      'POST',
      '/api/epc/auth/forgot-password',
      { body: { email } },
    )
    expect(answer.status).toBeLessThan(300)
    await expect
      .poll(async () => {
        const mails = await ctx.payload.find({
          collection: 'outbox',
          where: { to: { equals: email } },
        })
        return mails.docs[0]?.status
      })
      .toBe('retrying')
  })

  test('the staff password-reset link is kept out of the outbox', async () => {
    await ctx.payload.create({
      collection: 'users',
      data: {
        email: 'staff-reset@example.com',
        password: 'Staff-Password-2026!',
        roles: ['editor'],
      },
    })
    const token = await ctx.payload.forgotPassword({
      collection: 'users',
      data: { email: 'staff-reset@example.com' },
      disableEmail: false,
    })
    expect(token).toBeTruthy()
    await expect
      .poll(() => received.filter((mail) => mail.to === 'staff-reset@example.com').length)
      .toBe(1)
    const mails = await ctx.payload.find({
      collection: 'outbox',
      where: { to: { equals: 'staff-reset@example.com' } },
    })
    const copy = `${mails.docs[0]?.text ?? ''}${mails.docs[0]?.html ?? ''}`
    expect(copy).toContain('/reset/')
    expect(copy).not.toContain(token)
    expect(received.find((mail) => mail.to === 'staff-reset@example.com')!.body).toContain(token)
  })

  test('a booking confirmation arrives with its text and HTML parts and the .ics file', async () => {
    const fixtures = await createBookingFixtures(ctx.payload, 'smtp')
    const email = 'smtp-booking@example.com'
    const booked = await bookTable(fixtures, { time: '21:00', email }, { lang: 'en' })
    expect(booked.status).toBe(201)
    await expect.poll(() => received.filter((mail) => mail.to === email).length).toBe(1)
    const body = received.find((mail) => mail.to === email)!.body.replace(/=\r?\n/g, '')
    const token = String(booked.body.managePath).split('/').pop()!
    expect(body).toMatch(/Content-Type: multipart\/mixed/)
    expect(body).toMatch(/Content-Type: multipart\/alternative/)
    expect(body).toMatch(/Content-Type: text\/plain; charset=utf-8/)
    expect(body).toMatch(/Content-Type: text\/html; charset=utf-8/)
    expect(body).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=.*\.ics/)
    expect(body).toMatch(/Content-Disposition: attachment; filename=.*\.ics/)
    // The private link reaches the guest (in both parts), never the outbox's copy.
    expect(body).toContain(token)
    const stored = await ctx.payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
    })
    expect(`${stored.docs[0]?.text}${stored.docs[0]?.html}`).not.toContain(token)
  })
})
