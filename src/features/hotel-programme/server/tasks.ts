import type { TaskConfig } from 'payload'

import { MAIL_QUEUE } from '@/platform/mail/mailer'

import { evaluateMembership } from './evaluate'
import { sendRenewalDoneMail } from './mails'
import { MembershipsRepository } from './memberships-repository'
import { syncSiteStays } from './site-stays'

export const HOTEL_PROGRAMME_QUEUE = 'hotel-programme'
export const RENEWAL_DONE_MAIL_TASK = 'hotel-renewal-done-mail'

/** Every membership: the site's ended stays counted, the status re-evaluated (down included). */
export async function evaluateAllMemberships(
  payload: Parameters<typeof syncSiteStays>[0]['payload'],
  now: number,
): Promise<{ memberships: number; changed: number }> {
  const db = { payload }
  const ids = await new MembershipsRepository(db).listIds()
  let changed = 0
  for (const id of ids) {
    const before = await new MembershipsRepository(db).findById(id)
    if (!before) continue
    await syncSiteStays(db, before, now)
    const after = await evaluateMembership(db, id, now)
    if (after && after.status !== before.status) changed++
  }
  return { memberships: ids.length, changed }
}

/**
 * Every night at 02:30 (server time), after loyalty's evaluation: statuses whose period ended go
 * back to Découverte, the site's stays that ended are counted. Payload keeps the schedule in the
 * database, so a restart never skips a night.
 */
export const evaluateHotelProgrammeTask: TaskConfig<{
  input: Record<string, never>
  output: { memberships: number; changed: number }
}> = {
  slug: 'hotel-programme-evaluate',
  label: 'Évaluer le programme hôtels · Evaluate the hotel programme',
  schedule: [{ cron: '0 30 2 * * *', queue: HOTEL_PROGRAMME_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({ output: await evaluateAllMemberships(req.payload, Date.now()) }),
}

/**
 * The mail of a renewal marked done, queued by the admin's save in the same transaction: the mail
 * goes out once the change is committed, never for a change that was rolled back.
 */
export const renewalDoneMailTask: TaskConfig<{
  input: { renewalId: number }
  output: { sent: boolean }
}> = {
  slug: RENEWAL_DONE_MAIL_TASK,
  label: 'Mail « carte renouvelée » · “Card renewed” mail',
  inputSchema: [{ name: 'renewalId', type: 'number', required: true }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const renewal = await req.payload
      .findByID({ collection: 'hotel-card-renewals', id: input.renewalId, depth: 0 })
      .catch(() => null)
    if (!renewal || renewal.status !== 'done') return { output: { sent: false } }
    await sendRenewalDoneMail(req.payload, {
      to: renewal.email,
      locale: renewal.locale === 'en' ? 'en' : 'fr',
    })
    return { output: { sent: true } }
  },
}

export const HOTEL_MAIL_QUEUE = MAIL_QUEUE
