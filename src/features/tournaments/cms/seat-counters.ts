import type { CollectionConfig } from 'payload'

import { anyStaff, nobody } from '@/platform/security/staff-access'
import { venuesGroup } from '@/features/venues/cms/fields'

/**
 * Seats taken online per tournament (one row each), changed only by the atomic statements of
 * `server/online-seats.ts`: the tournaments area counts its own seats, online ones included.
 */
export const TournamentSeatCounters: CollectionConfig = {
  slug: 'tournament-seat-counters',
  labels: {
    singular: { fr: 'Places d’un tournoi', en: 'Tournament seats' },
    plural: { fr: 'Places des tournois', en: 'Tournament seats' },
  },
  admin: { group: venuesGroup, hidden: true },
  access: { read: anyStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'tournamentId',
      type: 'number',
      required: true,
      unique: true,
      label: { fr: 'Tournoi', en: 'Tournament' },
    },
    {
      name: 'taken',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { fr: 'Places prises en ligne', en: 'Seats taken online' },
    },
  ],
}
