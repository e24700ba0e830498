import type { CollectionConfig, PayloadRequest } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { revalidateHooks } from '@/features/content/cms/hooks'
import { LOYALTY_STATUSES } from '@/features/loyalty/domain'
import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors } from '@/platform/security/staff-access'

import { REWARD_CATEGORIES } from '../domain'
import { categoryLabels, rewardsGroup } from './labels'

const wholeAtLeast =
  (min: number, message: { fr: string; en: string }) =>
  (value: number | null | undefined, { req }: { req: PayloadRequest }) =>
    value === null || value === undefined || (Number.isSafeInteger(value) && value >= min)
      ? true
      : inAdminLanguage(req, message)

/**
 * The rewards catalogue (issue 11): what members exchange their reward points for. Editors keep
 * it; members see it through /api/epc/profile/rewards and the rewards blocks, never through
 * Payload's API. The stock is decremented by the database in the redemption's statement
 * (migration 'reward_triggers'), so the value shown here is the live one.
 */
export const Rewards: CollectionConfig = {
  slug: 'rewards',
  labels: {
    singular: { fr: 'Avantage', en: 'Reward' },
    plural: { fr: 'Catalogue d’avantages', en: 'Rewards catalogue' },
  },
  admin: {
    group: rewardsGroup,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'pointsCost', 'stock', 'minimumStatus', 'publishedAt'],
    listSearchableFields: ['title'],
  },
  access: {
    read: anyStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  defaultSort: '-publishedAt',
  // The members' pages keep a copy of the catalogue per language (rewards/server/member-pages.ts).
  hooks: revalidateHooks(() => [cacheTags.rewards()]),
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { fr: 'Description', en: 'Description' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { fr: 'Image', en: 'Image' } },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'other',
          label: { fr: 'Catégorie', en: 'Category' },
          options: REWARD_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })),
        },
        {
          name: 'pointsCost',
          type: 'number',
          required: true,
          min: 0,
          label: { fr: 'Coût en points', en: 'Points cost' },
          validate: (
            value: number | null | undefined,
            options: { req: PayloadRequest; siblingData: { purpose?: string } },
          ) =>
            wholeAtLeast(options.siblingData.purpose === 'sponsorship-welcome' ? 0 : 1, {
              fr: 'Un nombre entier de points, au moins 1',
              en: 'A whole number of points, at least 1',
            })(value, options),
        },
        {
          name: 'stock',
          type: 'number',
          min: 0,
          label: { fr: 'Stock', en: 'Stock' },
          admin: {
            description: {
              fr: 'Vide : sans limite. Diminue à chaque échange, remonte à chaque annulation.',
              en: 'Empty: unlimited. Goes down with each redemption, up with each cancellation.',
            },
          },
          validate: wholeAtLeast(0, {
            fr: 'Un nombre entier, 0 ou plus',
            en: 'A whole number, 0 or more',
          }),
        },
        {
          name: 'minimumStatus',
          type: 'select',
          required: true,
          defaultValue: 'White',
          label: { fr: 'Statut minimum', en: 'Minimum status' },
          options: LOYALTY_STATUSES.map((value) => ({ value, label: { fr: value, en: value } })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'availableFrom',
          type: 'date',
          label: { fr: 'Disponible à partir du', en: 'Available from' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'availableUntil',
          type: 'date',
          label: { fr: 'Disponible jusqu’au', en: 'Available until' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
          validate: (
            value: Date | string | null | undefined,
            {
              siblingData,
              req,
            }: { siblingData: { availableFrom?: string | null }; req: PayloadRequest },
          ) =>
            !value ||
            !siblingData.availableFrom ||
            new Date(value).getTime() > Date.parse(siblingData.availableFrom)
              ? true
              : inAdminLanguage(req, {
                  fr: 'La fin doit suivre le début',
                  en: 'The end must come after the start',
                }),
        },
        {
          name: 'voucherValidityDays',
          type: 'number',
          min: 1,
          max: 366,
          defaultValue: 60,
          label: { fr: 'Validité du bon (jours)', en: 'Voucher validity (days)' },
        },
      ],
    },
    {
      name: 'casinos',
      type: 'relationship',
      relationTo: 'casinos',
      hasMany: true,
      label: { fr: 'Casinos', en: 'Casinos' },
      admin: {
        description: {
          fr: 'Vide : valable dans tous les casinos du groupe.',
          en: 'Empty: valid in every casino of the group.',
        },
      },
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'catalogue',
      label: { fr: 'Usage', en: 'Purpose' },
      options: [
        { value: 'catalogue', label: { fr: 'Catalogue des membres', en: 'Members’ catalogue' } },
        {
          value: 'sponsorship-welcome',
          label: { fr: 'Offre de bienvenue du filleul', en: 'Godson’s welcome offer' },
        },
      ],
      admin: {
        position: 'sidebar',
        description: {
          fr: 'L’offre de bienvenue est offerte au filleul devenu membre actif ; elle n’est pas au catalogue.',
          en: 'The welcome offer is given to a godson who becomes an active member; it is not in the catalogue.',
        },
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: { fr: 'Publié le', en: 'Published on' },
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
        description: {
          fr: 'Visible des membres à partir de cette date ; « nouveau » pendant 30 jours.',
          en: 'Shown to members from this date; “new” for 30 days.',
        },
      },
    },
  ],
}
