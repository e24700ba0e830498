import type { CollectionConfig } from 'payload'

import { memberSupport, nobody } from '@/platform/security/staff-access'

/**
 * Invitations a sponsor sent to future godsons (issue 11). Written by the sponsor form only; the
 * slot (1 to 10 in the sponsor's calendar year) is unique, so two invitations sent at once can
 * never make an eleventh. Member support reads them.
 */
export const SponsorshipInvitations: CollectionConfig = {
  slug: 'sponsorship-invitations',
  labels: {
    singular: { fr: 'Invitation de parrainage', en: 'Sponsorship invitation' },
    plural: { fr: 'Invitations de parrainage', en: 'Sponsorship invitations' },
  },
  admin: {
    group: { fr: 'Fidélité', en: 'Loyalty' },
    useAsTitle: 'email',
    defaultColumns: ['email', 'sponsor', 'invitedAt'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: memberSupport },
  defaultSort: '-invitedAt',
  indexes: [
    { fields: ['sponsor', 'year', 'slot'], unique: true },
    { fields: ['sponsor', 'email'], unique: true },
  ],
  fields: [
    {
      name: 'sponsor',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      label: { fr: 'Parrain', en: 'Sponsor' },
      admin: { readOnly: true },
    },
    {
      name: 'civility',
      type: 'select',
      label: { fr: 'Civilité', en: 'Title' },
      options: [
        { value: 'Mr', label: { fr: 'Monsieur', en: 'Mr' } },
        { value: 'Mrs', label: { fr: 'Madame', en: 'Mrs' } },
      ],
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'firstname',
          type: 'text',
          required: true,
          label: { fr: 'Prénom', en: 'First name' },
          admin: { readOnly: true },
        },
        {
          name: 'lastname',
          type: 'text',
          required: true,
          label: { fr: 'Nom', en: 'Last name' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      index: true,
      label: { fr: 'E-mail', en: 'Email' },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'invitedAt',
          type: 'date',
          required: true,
          label: { fr: 'Invité le', en: 'Invited on' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'year',
          type: 'number',
          required: true,
          label: { fr: 'Année', en: 'Year' },
          admin: { readOnly: true },
        },
        {
          name: 'slot',
          type: 'number',
          required: true,
          label: { fr: 'Rang dans l’année', en: 'Rank in the year' },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
