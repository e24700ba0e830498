import type { CollectionConfig } from 'payload'

import { memberSupport, nobody } from '@/platform/security/staff-access'

import { hotelGroup } from './fields'

const readOnlyDate = (name: string, label: { fr: string; en: string }) => ({
  name,
  type: 'date' as const,
  label,
  admin: {
    readOnly: true,
    date: { pickerAppearance: 'dayAndTime' as const, timeFormat: 'HH:mm' },
  },
})

/**
 * Spouse cards ('Conjoint', ADR 0052): the holder invites a spouse by e-mail; once the spouse
 * accepts, the spouse's card shows the holder's status and advantages, until the holder revokes
 * it. One spouse at a time per holder (the unique `holderKey`, set while the invitation is pending
 * or the link active) and one holder per spouse (the unique `spouseKey`, set while active): two
 * invitations or two acceptances at the same instant cannot both win.
 */
export const HotelSpouseLinks: CollectionConfig = {
  slug: 'hotel-spouse-links',
  labels: {
    singular: { fr: 'Carte Conjoint', en: 'Spouse card' },
    plural: { fr: 'Cartes Conjoint', en: 'Spouse cards' },
  },
  admin: {
    group: hotelGroup,
    useAsTitle: 'spouseEmail',
    defaultColumns: ['holder', 'spouseEmail', 'state', 'invitedAt', 'acceptedAt', 'revokedAt'],
    description: {
      fr: 'Les liens entre un titulaire et sa carte Conjoint : le titulaire invite et révoque depuis son espace.',
      en: 'The links between a holder and their spouse card: the holder invites and revokes from the account.',
    },
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-invitedAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'holder',
          type: 'relationship',
          relationTo: 'hotel-memberships',
          required: true,
          index: true,
          label: { fr: 'Titulaire', en: 'Holder' },
          admin: { readOnly: true },
        },
        {
          name: 'spouse',
          type: 'relationship',
          relationTo: 'hotel-memberships',
          index: true,
          label: { fr: 'Conjoint', en: 'Spouse' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'spouseEmail',
          type: 'text',
          required: true,
          label: { fr: 'E-mail invité', en: 'E-mail invited' },
          admin: { readOnly: true },
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: { fr: 'État', en: 'State' },
          options: [
            { value: 'pending', label: { fr: 'Invitation envoyée', en: 'Invitation sent' } },
            { value: 'active', label: { fr: 'Active', en: 'Active' } },
            { value: 'revoked', label: { fr: 'Révoquée', en: 'Revoked' } },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        readOnlyDate('invitedAt', { fr: 'Invitée le', en: 'Invited on' }),
        readOnlyDate('acceptedAt', { fr: 'Acceptée le', en: 'Accepted on' }),
        readOnlyDate('revokedAt', { fr: 'Révoquée le', en: 'Revoked on' }),
      ],
    },
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
    {
      name: 'holderKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
    {
      name: 'spouseKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
}
