import type { CollectionConfig } from 'payload'

import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

import type { WaitlistStatus } from '../domain'
import { memberField, paymentsGroup, readOnly } from './shared'

const statusLabels: Record<WaitlistStatus, { fr: string; en: string }> = {
  waiting: { fr: 'En attente', en: 'Waiting' },
  offered: { fr: 'Place proposée (30 min)', en: 'Seat offered (30 min)' },
  registered: { fr: 'Inscrit', en: 'Registered' },
  lapsed: { fr: 'Offre expirée', en: 'Offer lapsed' },
  left: { fr: 'A quitté la liste', en: 'Left the list' },
  closed: { fr: 'Liste close', en: 'List closed' },
}

/**
 * A member on the waiting list of a full tournament (ADR 0071), in the order of joining (the id).
 * Changed only by the conditional statements of `server/tournament-waitlist.ts`; staff read it.
 */
export const TournamentWaitlist: CollectionConfig = {
  slug: 'tournament-waitlist',
  labels: {
    singular: { fr: 'Liste d’attente d’un tournoi', en: 'Tournament waiting list' },
    plural: { fr: 'Listes d’attente des tournois', en: 'Tournament waiting lists' },
  },
  admin: {
    group: paymentsGroup,
    defaultColumns: ['tournament', 'member', 'status', 'createdAt', 'offerExpiresAt'],
    description: {
      fr: 'Dans l’ordre d’arrivée : une place libérée est proposée au premier membre en attente, tenue 30 minutes, puis au suivant.',
      en: 'In the order of joining: a freed seat is offered to the first member waiting, held 30 minutes, then to the next one.',
    },
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  defaultSort: 'createdAt',
  fields: [
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
      defaultValue: 'waiting',
      options: Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
      label: { fr: 'État', en: 'Status' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      // `{tournament}:{member}` while the member is on the list (waiting or offered), else empty.
      name: 'activeKey',
      type: 'text',
      unique: true,
      label: { fr: 'Clé', en: 'Key' },
      admin: { ...readOnly, hidden: true },
    },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: 'tournament-registrations',
      label: { fr: 'Inscription proposée', en: 'Offered registration' },
      admin: readOnly,
    },
    {
      name: 'offerExpiresAt',
      type: 'date',
      label: { fr: 'Offre valable jusqu’à', en: 'Offer valid until' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
