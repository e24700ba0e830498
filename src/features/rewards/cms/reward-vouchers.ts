import { ValidationError, type CollectionConfig, type Field } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { memberSupport, nobody } from '@/platform/security/staff-access'

import { canChangeVoucherStatus, VOUCHER_STATUSES, type VoucherStatus } from '../domain'
import { rewardsGroup, voucherStatusLabels } from './labels'
import { EXPORT_LINKS_COMPONENT, exportEndpoint } from '@/platform/cms/exports/export-endpoint'

/** Set by the redemption; never by an update (the admin shows them read-only). */
const recordFields = [
  'code',
  'member',
  'reward',
  'rewardTitle',
  'casino',
  'pointsCost',
  'issuedAt',
  'validUntil',
  'idempotencyKey',
  'statusChangedAt',
  'statusChangedBy',
] as const

const readOnly = (field: Field): Field =>
  ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Vouchers issued by redemptions (issue 11). Only the redemption statement creates them (the
 * database debits the points and the stock in the same statement, migration 'reward_triggers');
 * staff at a casino desk or in member support mark one used, or cancel it — the database then
 * writes the refund entry to the ledger and puts the stock back, once.
 */
export const RewardVouchers: CollectionConfig = {
  slug: 'reward-vouchers',
  labels: {
    singular: { fr: 'Bon d’avantage', en: 'Reward voucher' },
    plural: { fr: 'Bons d’avantage', en: 'Reward vouchers' },
  },
  admin: {
    group: rewardsGroup,
    useAsTitle: 'code',
    defaultColumns: ['code', 'member', 'rewardTitle', 'status', 'validUntil', 'issuedAt'],
    listSearchableFields: ['code', 'rewardTitle'],
    components: { beforeListTable: [EXPORT_LINKS_COMPONENT] },
    description: {
      fr: 'Créés par les échanges des membres. Passez un bon à « Utilisé » au guichet, ou « Annulé » pour rendre les points.',
      en: 'Created by members’ redemptions. Set a voucher to “Used” at the desk, or “Cancelled” to refund the points.',
    },
  },
  access: { read: memberSupport, create: nobody, update: memberSupport, delete: nobody },
  endpoints: [
    exportEndpoint(
      [
        'code',
        'status',
        'member',
        'reward',
        'rewardTitle',
        'casino',
        'pointsCost',
        'issuedAt',
        'validUntil',
        'statusChangedAt',
        'statusChangedBy',
      ].map((path) => ({ path })),
    ),
  ],
  defaultSort: '-issuedAt',
  fields: [
    readOnly({
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Code', en: 'Code' },
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'issued',
      label: { fr: 'État', en: 'State' },
      options: VOUCHER_STATUSES.map((value) => ({ value, label: voucherStatusLabels[value] })),
    },
    readOnly({
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      label: { fr: 'Membre', en: 'Member' },
    }),
    readOnly({
      name: 'reward',
      type: 'relationship',
      relationTo: 'rewards',
      required: true,
      index: true,
      label: { fr: 'Avantage', en: 'Reward' },
    }),
    readOnly({
      name: 'rewardTitle',
      type: 'text',
      required: true,
      label: { fr: 'Intitulé à l’échange', en: 'Title when redeemed' },
    }),
    readOnly({
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      label: { fr: 'Casino', en: 'Casino' },
    }),
    {
      type: 'row',
      fields: [
        readOnly({
          name: 'pointsCost',
          type: 'number',
          required: true,
          label: { fr: 'Points débités', en: 'Points debited' },
        }),
        readOnly({
          name: 'issuedAt',
          type: 'date',
          required: true,
          index: true,
          label: { fr: 'Émis le', en: 'Issued on' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        }),
        readOnly({
          name: 'validUntil',
          type: 'date',
          required: true,
          label: { fr: 'Valable jusqu’au', en: 'Valid until' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        readOnly({
          name: 'statusChangedAt',
          type: 'date',
          label: { fr: 'État changé le', en: 'State changed on' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        }),
        readOnly({
          name: 'statusChangedBy',
          type: 'relationship',
          relationTo: 'users',
          label: { fr: 'Par', en: 'By' },
        }),
      ],
    },
    readOnly({
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Clé d’idempotence', en: 'Idempotency key' },
      admin: { hidden: true },
    }),
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        if (operation !== 'update' || !originalDoc) return data
        const from = originalDoc.status as VoucherStatus
        const to = (data.status ?? from) as VoucherStatus
        if (!canChangeVoucherStatus(from, to)) {
          throw new ValidationError({
            errors: [
              {
                path: 'status',
                message: inAdminLanguage(req, {
                  fr: 'Un bon utilisé ou annulé ne change plus d’état',
                  en: 'A used or cancelled voucher keeps its state',
                }),
              },
            ],
          })
        }
        // Everything but the state is the redemption's record: staff cannot rewrite it.
        const kept: Record<string, unknown> = { ...data, status: to }
        for (const field of recordFields) kept[field] = originalDoc[field]
        if (to !== from) {
          kept.statusChangedAt = new Date().toISOString()
          kept.statusChangedBy = req.user?.collection === 'users' ? req.user.id : null
        }
        return kept
      },
    ],
  },
}
