import type { AreaManifest } from '@/platform/cms/area-manifest'
import type { Payload } from 'payload'

import {
  ACCOUNTING_RETENTION,
  byMember,
  CASINO_PLAY_RETENTION,
  collectionPart,
  idsOf,
  oneOf,
  type PurgeSubject,
} from '@/platform/privacy/personal-data'

import { paymentBlocks } from './cms/blocks'
import {
  CasinoCredits,
  MachinePaymentSettings,
  MachineSpendCounters,
  PaymentCaps,
  PaymentEvents,
  Payments,
  TournamentRegistrations,
  TournamentWaitlist,
} from './cms'
import { PAYMENTS_QUEUE, sendCasinoCreditTask } from './server/casino-credits'
import { expirePaymentsTask } from './server/expiry'
import { paymentMails } from './server/mails'
import { offerWaitlistSeatsTask } from './server/tournament-waitlist'

/** Online payments: tournament registrations, machine credits, spending caps (ADR 0040). */
export const paymentsManifest: AreaManifest = {
  area: 'payments',
  collections: [
    Payments,
    PaymentEvents,
    TournamentRegistrations,
    TournamentWaitlist,
    MachineSpendCounters,
    PaymentCaps,
    CasinoCredits,
  ],
  globals: [MachinePaymentSettings],
  pageBlocks: paymentBlocks,
  tasks: [sendCasinoCreditTask, expirePaymentsTask, offerWaitlistSeatsTask],
  taskLabels: {
    [sendCasinoCreditTask.slug]: {
      fr: 'Envoyer un crédit machine au casino',
      en: 'Send a machine credit to the casino system',
    },
    [expirePaymentsTask.slug]: {
      fr: 'Libérer les places réservées et les paiements expirés, proposer les places libérées aux listes d’attente',
      en: 'Release seat holds and expired payments, offer freed seats to waiting lists',
    },
    [offerWaitlistSeatsTask.slug]: {
      fr: 'Proposer les places libérées aux listes d’attente des tournois',
      en: 'Offer freed tournament seats to the waiting lists',
    },
  },
  // Machine credits to the casino systems (retries) and expired seat holds, every 10 s.
  schedules: [{ cron: '*/10 * * * * *', queue: PAYMENTS_QUEUE, limit: 20 }],
  mails: paymentMails,
  dashboardPanels: ['/features/payments/cms/admin/credits-panel#CasinoCreditsPanel'],
  // Payments (not the provider's session link), tournament registrations, machine credits of the
  // member's payments, the machine payment caps the member set.
  personalData: [
    collectionPart({
      name: 'payments',
      collection: 'payments',
      where: byMember(),
      leaveOut: ['redirectUrl', 'events'],
      // Accounting records (kept ten years from their date, ADR 0069 and 0079): amounts and
      // dates, the member an alias. A payment a kept machine credit or registration points at
      // waits for it; its log goes with it.
      erase: 'keep',
      retain: {
        ...ACCOUNTING_RETENTION,
        spare: paymentsPointedAt,
        before: async (payload, ids) => {
          await payload.delete({
            collection: 'payment-events',
            where: { payment: { in: ids } },
            overrideAccess: true,
          })
        },
      },
    }),
    collectionPart({
      name: 'tournament-registrations',
      collection: 'tournament-registrations',
      where: byMember(),
      leaveOut: ['activeKey'],
      // The buy-in's record, with its payment (ten years).
      erase: 'keep',
      retain: ACCOUNTING_RETENTION,
    }),
    collectionPart({
      name: 'tournament-waitlist',
      collection: 'tournament-waitlist',
      where: byMember(),
      leaveOut: ['activeKey'],
      erase: 'delete',
    }),
    collectionPart({
      name: 'machine-credits',
      collection: 'casino-credits',
      where: async ({ memberId }, payload) =>
        oneOf('payment', await idsOf(payload, 'payments', { member: { equals: memberId } })),
      leaveOut: ['claimedAt', 'lastError'],
      // Casino play: anti-money-laundering records (kept five years after the closure, ADR 0069).
      erase: 'keep',
      retain: CASINO_PLAY_RETENTION,
    }),
    collectionPart({
      name: 'machine-payment-caps',
      collection: 'payment-caps',
      where: byMember(),
      erase: 'delete',
    }),
  ],
}

/** The person's payments that a machine credit or a tournament registration still points at. */
async function paymentsPointedAt(payload: Payload, { memberId }: PurgeSubject): Promise<number[]> {
  const mine = await idsOf(payload, 'payments', { member: { equals: memberId } })
  if (mine.length === 0) return []
  const pointing = await Promise.all(
    (['casino-credits', 'tournament-registrations'] as const).map((collection) =>
      payload.find({
        collection,
        where: { payment: { in: mine } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { payment: true },
      }),
    ),
  )
  return pointing.flatMap(({ docs }) =>
    docs.flatMap(({ payment }) =>
      payment == null ? [] : [typeof payment === 'number' ? payment : payment.id],
    ),
  )
}
