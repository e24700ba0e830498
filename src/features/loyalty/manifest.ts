import { findMemberById } from '@/features/identity'
import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byMember, CASINO_PLAY_RETENTION, collectionPart } from '@/platform/privacy/personal-data'

import { loyaltyBlocks } from './cms/blocks'
import { LoyaltyAccounts, LoyaltyPeriodPoints } from './cms/loyalty-accounts'
import { LoyaltyAdjustments } from './cms/loyalty-adjustments'
import { LoyaltyEntries } from './cms/loyalty-entries'
import { LoyaltyRulesGlobal } from './cms/loyalty-rules'
import { memberLoyaltyFields } from './cms/member-fields'
import { WalletRegistrations } from './cms/wallet-registrations'
import { closeLedger } from './server/close-ledger'
import { evaluateLoyaltyTask, LOYALTY_QUEUE } from './server/evaluate-task'
import { pushAppleWalletUpdatesTask } from './server/wallet-tasks'

/** The casino programme: the ledger, accounts, adjustments, the rules and the nightly evaluation. */
export const loyaltyManifest: AreaManifest = {
  area: 'loyalty',
  collections: [
    LoyaltyEntries,
    LoyaltyAdjustments,
    LoyaltyAccounts,
    LoyaltyPeriodPoints,
    WalletRegistrations,
  ],
  globals: [LoyaltyRulesGlobal],
  pageBlocks: loyaltyBlocks,
  tasks: [evaluateLoyaltyTask, pushAppleWalletUpdatesTask],
  taskLabels: {
    [evaluateLoyaltyTask.slug]: {
      fr: 'Évaluer les comptes fidélité (statuts, dates de chance)',
      en: 'Evaluate loyalty accounts (statuses, lucky days)',
    },
    [pushAppleWalletUpdatesTask.slug]: {
      fr: 'Prévenir Apple Wallet des cartes de membre modifiées',
      en: 'Tell Apple Wallet of changed member cards',
    },
  },
  // Checks the loyalty schedule every minute: the evaluation runs nightly, the wallet pushes
  // every minute (two jobs when both are due).
  schedules: [{ cron: '0 * * * * *', queue: LOYALTY_QUEUE, limit: 2 }],
  // The account (balance, status), the ledger, the status points per period, staff's
  // adjustments (their decision, not staff's ids or names).
  personalData: [
    // The balances follow the ledger; the ledger is casino play's record (ADR 0069): kept, closed
    // by one entry that takes the remaining reward points away, five years after the closure
    // (anti-money-laundering, ADR 0079); then deleted with the balances.
    collectionPart({
      name: 'loyalty-account',
      collection: 'loyalty-accounts',
      where: byMember(),
      erase: 'keep',
      retain: CASINO_PLAY_RETENTION,
    }),
    collectionPart({
      name: 'loyalty-ledger',
      collection: 'loyalty-entries',
      where: byMember(),
      leaveOut: ['authorUser', 'approvedBy', 'authorClient', 'idempotencyKey'],
      erase: (payload, subject) => closeLedger(payload, subject),
      retain: CASINO_PLAY_RETENTION,
    }),
    collectionPart({
      name: 'loyalty-status-points',
      collection: 'loyalty-period-points',
      where: byMember(),
      erase: 'keep',
      retain: CASINO_PLAY_RETENTION,
    }),
    collectionPart({
      name: 'loyalty-adjustments',
      collection: 'loyalty-adjustments',
      where: byMember(),
      leaveOut: ['requestedBy', 'requestedByName', 'decidedBy', 'decidedByName', 'ledgerKey'],
      erase: 'keep',
      retain: CASINO_PLAY_RETENTION,
    }),
    // The devices holding the card in Apple Wallet (the pass's serial is the card number).
    collectionPart({
      name: 'apple-wallet-devices',
      collection: 'wallet-registrations',
      where: async ({ memberId }, payload) => ({
        serial: { equals: (await findMemberById(payload, memberId))?.cardNumber ?? '' },
      }),
      leaveOut: ['key', 'contentTag'],
      erase: 'delete',
    }),
  ],
}

/** The member's points and status, shown on the member's record in the admin (read-only). */
export const loyaltyMemberExtension = { sidebarFields: [memberLoyaltyFields] }
