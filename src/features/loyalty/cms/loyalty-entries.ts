import type { CollectionConfig, Field } from 'payload'

import { centsField } from '@/features/venues/cms/fields'
import { memberSupport, nobody } from '@/platform/security/staff-access'

import { LEDGER_AUTHORS, LEDGER_KINDS, PLAY_ACTIVITIES } from '../domain'

const group = { fr: 'Fidélité', en: 'Loyalty' }

const kindLabels: Record<(typeof LEDGER_KINDS)[number], { fr: string; en: string }> = {
  play: { fr: 'Jeu et dépenses', en: 'Play and spending' },
  bonus: { fr: 'Bonus', en: 'Bonus' },
  'lucky-date-bonus': { fr: 'Bonus date fétiche', en: 'Lucky-date bonus' },
  sponsorship: { fr: 'Parrainage', en: 'Sponsorship' },
  redemption: { fr: 'Avantage échangé', en: 'Reward redeemed' },
  refund: { fr: 'Remboursement', en: 'Refund' },
  adjustment: { fr: 'Ajustement', en: 'Adjustment' },
  expiry: { fr: 'Expiration', en: 'Expiry' },
}

const authorLabels: Record<(typeof LEDGER_AUTHORS)[number], { fr: string; en: string }> = {
  system: { fr: 'Système', en: 'System' },
  integration: { fr: 'Système du casino', en: 'Casino system' },
  staff: { fr: 'Équipe', en: 'Staff' },
}

const activityLabels: Record<(typeof PLAY_ACTIVITIES)[number], { fr: string; en: string }> = {
  slots: { fr: 'Machines à sous', en: 'Slot machines' },
  'table-games': { fr: 'Jeux de table', en: 'Table games' },
  restaurant: { fr: 'Restaurant', en: 'Restaurant' },
  bar: { fr: 'Bar', en: 'Bar' },
  hotel: { fr: 'Hôtel', en: 'Hotel' },
  show: { fr: 'Spectacle', en: 'Show' },
}

/** Fields the system sets: read-only in the admin. */
const readOnly = (field: Field): Field =>
  ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * The points ledger: append-only, the only source of truth for balances (issue 10). Database
 * triggers keep the member's account and per-period status points in step with each insert, in
 * the same statement, and refuse any update of an entry's points or any delete (migration
 * 'loyalty'). Only the server writes it: the casino systems, the rewards, the jobs, and staff
 * adjustments through 'loyalty-adjustments' (with their reason, their author and, above the
 * threshold, the administrator who approved them; ADR 0041).
 */
export const LoyaltyEntries: CollectionConfig = {
  slug: 'loyalty-entries',
  labels: {
    singular: { fr: 'Mouvement de points', en: 'Points entry' },
    plural: { fr: 'Mouvements de points', en: 'Points ledger' },
  },
  admin: {
    group,
    defaultColumns: ['occurredAt', 'member', 'kind', 'rewardPoints', 'statusPoints', 'reason'],
    description: {
      fr: 'Historique en lecture seule. Pour ajuster les points d’un membre : « Ajuster les points » sur sa fiche.',
      en: 'Read-only history. To adjust a member’s points: “Adjust points” on their page.',
    },
    listSearchableFields: ['reason', 'sourceRef'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-occurredAt',
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
      type: 'row',
      fields: [
        {
          name: 'rewardPoints',
          label: { fr: 'Points avantages', en: 'Reward points' },
          type: 'number',
          required: true,
          defaultValue: 0,
          admin: {
            description: { fr: 'Négatif pour retirer', en: 'Negative to take away' },
          },
        },
        {
          name: 'statusPoints',
          label: { fr: 'Points statut', en: 'Status points' },
          type: 'number',
          required: true,
          defaultValue: 0,
        },
      ],
    },
    {
      name: 'reason',
      label: { fr: 'Motif', en: 'Reason' },
      type: 'text',
      admin: {
        description: {
          fr: 'Obligatoire pour un ajustement : le membre le voit dans son historique.',
          en: 'Required for an adjustment: the member sees it in their history.',
        },
      },
    },
    readOnly({
      name: 'kind',
      label: { fr: 'Type', en: 'Kind' },
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'adjustment',
      options: LEDGER_KINDS.map((value) => ({ value, label: kindLabels[value] })),
    }),
    readOnly({
      name: 'occurredAt',
      label: { fr: 'Date', en: 'Date' },
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    }),
    readOnly({
      name: 'period',
      label: { fr: 'Période de qualification', en: 'Qualification period' },
      type: 'number',
      required: true,
      index: true,
    }),
    readOnly({
      name: 'activity',
      label: { fr: 'Activité', en: 'Activity' },
      type: 'select',
      options: PLAY_ACTIVITIES.map((value) => ({ value, label: activityLabels[value] })),
    }),
    readOnly(
      centsField('amountCents', false, {
        fr: 'Montant joué ou dépensé',
        en: 'Amount played or spent',
      }),
    ),
    readOnly({
      name: 'casino',
      label: { fr: 'Casino', en: 'Casino' },
      type: 'relationship',
      relationTo: 'casinos',
    }),
    readOnly({
      name: 'authorKind',
      label: { fr: 'Auteur', en: 'Author' },
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: LEDGER_AUTHORS.map((value) => ({ value, label: authorLabels[value] })),
    }),
    readOnly({
      name: 'authorUser',
      label: { fr: 'Membre de l’équipe', en: 'Staff member' },
      type: 'relationship',
      relationTo: 'users',
    }),
    readOnly({
      name: 'approvedBy',
      label: { fr: 'Approuvé par', en: 'Approved by' },
      type: 'relationship',
      relationTo: 'users',
    }),
    readOnly({
      name: 'authorClient',
      label: { fr: 'Système client', en: 'Client system' },
      type: 'relationship',
      relationTo: 'integration-clients',
    }),
    readOnly({
      name: 'sourceRef',
      label: { fr: 'Référence source', en: 'Source reference' },
      type: 'text',
    }),
    readOnly({
      // One entry per source event: a replay finds the key taken and adds nothing.
      name: 'idempotencyKey',
      label: { fr: 'Clé d’unicité', en: 'Idempotency key' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    }),
  ],
}
