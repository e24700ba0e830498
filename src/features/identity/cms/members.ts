import type { CollectionConfig, FieldAccess } from 'payload'

import { isStaff, staffOnly } from '@/features/staff/cms/access'

import { CIVILITIES } from '../domain/member-forms'

const nobody: FieldAccess = () => false
const group = { fr: 'Membres', en: 'Members' }

/**
 * Loyalty members (not staff: staff are Payload users). Members never reach this collection through
 * Payload's API; the product API (/api/epc) reads and writes it in the member's own scope.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: { fr: 'Membre', en: 'Member' }, plural: { fr: 'Membres', en: 'Members' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastname', 'firstname', 'state', 'cardNumber', 'emailVerified'],
    listSearchableFields: ['email', 'lastname', 'firstname', 'cardNumber'],
    group,
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, unique: true, index: true },
        { name: 'locale', type: 'select', defaultValue: 'fr', options: ['fr', 'en'] },
      ],
    },
    {
      name: 'passwordHash',
      type: 'text',
      // Never leaves the server: hidden in the admin and unreadable through any API.
      hidden: true,
      access: { read: nobody, update: nobody, create: nobody },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'PreMember',
          options: [
            { label: { fr: 'Membre actif', en: 'Active member' }, value: 'Active' },
            { label: { fr: 'Pré-membre', en: 'Pre-member' }, value: 'PreMember' },
          ],
          admin: {
            description: {
              fr: 'Un pré-membre devient actif au casino, avec une carte',
              en: 'A pre-member becomes active at a casino, with a card',
            },
          },
        },
        { name: 'cardNumber', type: 'text', unique: true, index: true },
        { name: 'emailVerified', type: 'checkbox', defaultValue: false },
        { name: 'isEmployee', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'civility', type: 'select', options: [...CIVILITIES] },
        { name: 'firstname', type: 'text', required: true },
        { name: 'lastname', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'birthName', type: 'text' },
        { name: 'commonName', type: 'text' },
        { name: 'birthdate', type: 'text', admin: { description: 'YYYY-MM-DD' } },
      ],
    },
    { name: 'phone', type: 'text' },
    {
      type: 'collapsible',
      label: { fr: 'Adresse', en: 'Address' },
      fields: [
        { name: 'addressLine1', type: 'text' },
        { name: 'addressLine2', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'postalBox', type: 'text' },
            { name: 'placeKnownAs', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'zip', type: 'text' },
            { name: 'city', type: 'text' },
            { name: 'country', type: 'text', admin: { description: 'ISO 3166-1 alpha-2' } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Préférences et consentements', en: 'Preferences and consents' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'favouriteCasino', type: 'text' },
            { name: 'luckyDay1', type: 'text', admin: { description: 'MM-DD' } },
            { name: 'luckyDay2', type: 'text', admin: { description: 'MM-DD' } },
          ],
        },
        {
          name: 'optIns',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: ['email', 'sms', 'mail', 'hotel', 'casino', 'partner'].map((name) => ({
                name,
                type: 'checkbox' as const,
                defaultValue: false,
              })),
            },
          ],
        },
        {
          name: 'preferences',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: ['games', 'barsRestaurants', 'shows'].map((name) => ({
                name,
                type: 'checkbox' as const,
                defaultValue: false,
              })),
            },
          ],
        },
        {
          name: 'consents',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'acceptCgu', type: 'checkbox', defaultValue: false },
                { name: 'acceptCguAt', type: 'date' },
                { name: 'termsVersion', type: 'text' },
                { name: 'privacyAcceptedAt', type: 'date' },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Parrainage', en: 'Sponsorship' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'sponsorCode', type: 'text', unique: true, index: true },
            { name: 'sponsor', type: 'relationship', relationTo: 'members' },
            { name: 'sponsoredAt', type: 'date' },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, req }) => {
        // Staff finalising a pre-member in the admin must give the card number.
        if (isStaff(req) && data.state === 'Active' && !data.cardNumber) {
          throw new Error('An active member needs a card number')
        }
        return data
      },
    ],
  },
}
