import type { CollectionConfig, PayloadRequest } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { LOYALTY_STATUSES } from '@/features/loyalty/domain'
import { anyStaff, contentEditors } from '@/platform/security/staff-access'

import { OFFER_KINDS } from '../domain'

/**
 * Offers and events for members (issue 11), targeted by status and casino, with validity dates:
 * members see their current ones through /api/epc/profile/events and the member offers block.
 */
export const MemberOffers: CollectionConfig = {
  slug: 'member-offers',
  labels: {
    singular: { fr: 'Offre ou événement membres', en: 'Member offer or event' },
    plural: { fr: 'Offres et événements membres', en: 'Member offers and events' },
  },
  admin: {
    group: { fr: 'Avantages', en: 'Rewards' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'statuses', 'validFrom', 'validUntil'],
  },
  access: {
    read: anyStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  defaultSort: '-validFrom',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'offer',
      index: true,
      label: { fr: 'Type', en: 'Kind' },
      options: OFFER_KINDS.map((value) => ({
        value,
        label: value === 'offer' ? { fr: 'Offre', en: 'Offer' } : { fr: 'Événement', en: 'Event' },
      })),
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
    { name: 'text', type: 'textarea', localized: true, label: { fr: 'Texte', en: 'Text' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { fr: 'Image', en: 'Image' } },
    {
      name: 'statuses',
      type: 'select',
      hasMany: true,
      label: { fr: 'Statuts visés', en: 'Statuses targeted' },
      options: LOYALTY_STATUSES.map((value) => ({ value, label: { fr: value, en: value } })),
      admin: {
        description: { fr: 'Vide : tous les statuts.', en: 'Empty: every status.' },
      },
    },
    {
      name: 'casinos',
      type: 'relationship',
      relationTo: 'casinos',
      hasMany: true,
      label: { fr: 'Casinos visés', en: 'Casinos targeted' },
      admin: {
        description: {
          fr: 'Vide : tous les casinos ; sinon, les membres dont c’est le casino préféré.',
          en: 'Empty: every casino; otherwise, members whose favourite casino it is.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'date',
          required: true,
          label: { fr: 'Du', en: 'From' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'validUntil',
          type: 'date',
          required: true,
          label: { fr: 'Au', en: 'Until' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
          validate: (
            value: Date | string | null | undefined,
            {
              siblingData,
              req,
            }: { siblingData: { validFrom?: string | null }; req: PayloadRequest },
          ) =>
            !value ||
            !siblingData.validFrom ||
            new Date(value).getTime() > Date.parse(siblingData.validFrom)
              ? true
              : inAdminLanguage(req, {
                  fr: 'La fin doit suivre le début',
                  en: 'The end must come after the start',
                }),
        },
      ],
    },
  ],
}
