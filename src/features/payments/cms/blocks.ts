import type { Block, Field } from 'payload'

/**
 * Payments blocks for editors: the tournament reservation form (spec §2), and the member's
 * tournaments and machine payments for the account pages.
 */
const heading: Field = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { fr: 'Titre', en: 'Heading' },
}
const intro: Field = {
  name: 'intro',
  type: 'textarea',
  localized: true,
  label: { fr: 'Introduction', en: 'Introduction' },
}
const memberArea = { group: { fr: 'Espace membre', en: 'Member area' } }

export const TournamentRegistrationBlock: Block = {
  slug: 'tournamentRegistration',
  interfaceName: 'TournamentRegistrationBlock',
  labels: {
    singular: { fr: 'Inscription aux tournois', en: 'Tournament registration' },
    plural: { fr: 'Inscriptions aux tournois', en: 'Tournament registrations' },
  },
  admin: { group: { fr: 'Lieux et programme', en: 'Venues and programme' } },
  fields: [
    heading,
    intro,
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      label: { fr: 'Casino', en: 'Casino' },
      admin: { description: { fr: 'Vide : tous les casinos', en: 'Empty: every casino' } },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 24,
      defaultValue: 6,
      label: { fr: 'Nombre de tournois', en: 'Number of tournaments' },
    },
  ],
}

export const MyTournamentsBlock: Block = {
  slug: 'myTournaments',
  interfaceName: 'MyTournamentsBlock',
  labels: {
    singular: { fr: 'Mes tournois', en: 'My tournaments' },
    plural: { fr: 'Mes tournois', en: 'My tournaments' },
  },
  admin: memberArea,
  fields: [heading, intro],
}

export const MachinePaymentsBlock: Block = {
  slug: 'machinePayments',
  interfaceName: 'MachinePaymentsBlock',
  labels: {
    singular: { fr: 'Mes paiements machines', en: 'My machine payments' },
    plural: { fr: 'Mes paiements machines', en: 'My machine payments' },
  },
  admin: memberArea,
  fields: [heading, intro],
}

export const paymentBlocks: Block[] = [
  TournamentRegistrationBlock,
  MyTournamentsBlock,
  MachinePaymentsBlock,
]
