import type { Block } from 'payload'

export const TournamentListBlock: Block = {
  slug: 'tournamentList',
  interfaceName: 'TournamentListBlock',
  labels: {
    singular: { fr: 'Liste de tournois', en: 'Tournament list' },
    plural: { fr: 'Listes de tournois', en: 'Tournament lists' },
  },
  admin: { group: { fr: 'Lieux et programme', en: 'Venues and programme' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { fr: 'Titre', en: 'Heading' } },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { fr: 'Introduction', en: 'Introduction' },
    },
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      label: { fr: 'Casino', en: 'Casino' },
      admin: { description: { fr: 'Vide : tous les casinos', en: 'Empty: every casino' } },
    },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'poker',
      label: { fr: 'Tournois listés', en: 'Tournaments listed' },
      options: [
        { label: { fr: 'Tournois de poker', en: 'Poker tournaments' }, value: 'poker' },
        { label: { fr: 'Autres tournois', en: 'Other tournaments' }, value: 'other' },
        { label: { fr: 'Tous', en: 'All' }, value: 'all' },
      ],
    },
    {
      name: 'showFilters',
      type: 'checkbox',
      defaultValue: true,
      label: {
        fr: 'Filtres (buy-in, dates, variante)',
        en: 'Filters (buy-in, dates, variant)',
      },
    },
  ],
}

export const tournamentBlocks: Block[] = [TournamentListBlock]
