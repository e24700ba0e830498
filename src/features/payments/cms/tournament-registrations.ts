import type { CollectionConfig } from 'payload'

import { centsField } from '@/features/venues/cms/fields'
import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

import { memberField, paymentsGroup, readOnly } from './shared'

const registrationStatuses = [
  { value: 'held', label: { fr: 'Place réservée (paiement en cours)', en: 'Seat held (paying)' } },
  { value: 'confirmed', label: { fr: 'Inscrit', en: 'Registered' } },
  { value: 'released', label: { fr: 'Place libérée', en: 'Seat released' } },
  { value: 'canceled', label: { fr: 'Annulée', en: 'Canceled' } },
]

/** A member's online registration to a tournament; the seat is counted in seat counters. */
export const TournamentRegistrations: CollectionConfig = {
  slug: 'tournament-registrations',
  labels: {
    singular: { fr: 'Inscription à un tournoi', en: 'Tournament registration' },
    plural: { fr: 'Inscriptions aux tournois', en: 'Tournament registrations' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'tournament', 'member', 'status', 'createdAt'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Référence', en: 'Reference' },
      admin: readOnly,
    },
    {
      // `{tournament}:{member}` while the registration holds or has a seat: one per member.
      name: 'activeKey',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Clé', en: 'Key' },
      admin: { ...readOnly, hidden: true },
    },
    {
      name: 'tournament',
      type: 'relationship',
      relationTo: 'tournaments',
      required: true,
      index: true,
      label: { fr: 'Tournoi', en: 'Tournament' },
      admin: readOnly,
    },
    memberField(),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'held',
      options: registrationStatuses,
      label: { fr: 'État', en: 'Status' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'holdExpiresAt',
      type: 'date',
      label: { fr: 'Place tenue jusqu’à', en: 'Seat held until' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    centsField('buyInCents', true, { fr: 'Buy-in', en: 'Buy-in' }),
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      label: { fr: 'Paiement', en: 'Payment' },
      admin: readOnly,
    },
  ],
}

/** Machine payments per member and Paris day / ISO week, against the member's caps. */
