import type { CollectionConfig } from 'payload'

import { dayField } from '@/features/identity/cms/day-field'
import { memberSupport, nobody } from '@/platform/security/staff-access'

import { LOYALTY_STATUSES } from '../domain'

const group = { fr: 'Fidélité', en: 'Loyalty' }

const statusLabels = {
  White: { fr: 'White', en: 'White' },
  Silver: { fr: 'Silver', en: 'Silver' },
  Gold: { fr: 'Gold', en: 'Gold' },
  Black: { fr: 'Black', en: 'Black' },
} as const

/**
 * A member's balance and status, kept by the ledger's database trigger (reward points) and by the
 * status evaluation (after each ingestion, and by the nightly job once an exclusivity ends). A
 * cache of the ledger: a test proves they never drift. Nobody edits it; adjustments go through
 * the ledger.
 */
export const LoyaltyAccounts: CollectionConfig = {
  slug: 'loyalty-accounts',
  labels: {
    singular: { fr: 'Compte fidélité', en: 'Loyalty account' },
    plural: { fr: 'Comptes fidélité', en: 'Loyalty accounts' },
  },
  admin: {
    group,
    useAsTitle: 'member',
    defaultColumns: ['member', 'status', 'rewardPoints', 'exclusivityUntil', 'updatedAt'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'member',
      label: { fr: 'Membre', en: 'Member' },
      type: 'relationship',
      relationTo: 'members',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'rewardPoints',
      label: { fr: 'Points avantages', en: 'Reward points' },
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'White',
      options: LOYALTY_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
    },
    {
      name: 'statusRank',
      label: { fr: 'Rang du statut', en: 'Status rank' },
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { hidden: true },
    },
    dayField('exclusivityUntil', { fr: 'Exclusivité jusqu’au', en: 'Exclusivity until' }),
    {
      name: 'pointsExpiringSoon',
      label: { fr: 'Points expirant sous 90 jours', en: 'Points expiring within 90 days' },
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    dayField('evaluatedOn', { fr: 'Statut évalué le', en: 'Status evaluated on' }),
  ],
}

/** Status points earned per member and qualification period (kept by the ledger's trigger). */
export const LoyaltyPeriodPoints: CollectionConfig = {
  slug: 'loyalty-period-points',
  labels: {
    singular: { fr: 'Points statut par période', en: 'Status points per period' },
    plural: { fr: 'Points statut par période', en: 'Status points per period' },
  },
  admin: { group, hidden: true },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['member', 'period'], unique: true }],
  fields: [
    {
      name: 'member',
      label: { fr: 'Membre', en: 'Member' },
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
    },
    {
      name: 'period',
      label: { fr: 'Période', en: 'Period' },
      type: 'number',
      required: true,
    },
    {
      name: 'statusPoints',
      label: { fr: 'Points statut', en: 'Status points' },
      type: 'number',
      required: true,
      defaultValue: 0,
    },
  ],
}
