import type { Block } from 'payload'

import { LOYALTY_STATUSES } from '@/features/loyalty/domain'

/** The member's current offers or events; on Le Carré VIP pages, those of some statuses only. */
export const MemberOffersBlock: Block = {
  slug: 'memberOffers',
  interfaceName: 'MemberOffersBlock',
  labels: {
    singular: { fr: 'Offres et événements du membre', en: 'Member offers and events' },
    plural: { fr: 'Offres et événements du membre', en: 'Member offers and events' },
  },
  admin: { group: { fr: 'Espace membre', en: 'Member area' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { fr: 'Titre', en: 'Heading' } },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { fr: 'Introduction', en: 'Introduction' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'all',
      label: { fr: 'Montrer', en: 'Show' },
      options: [
        { value: 'all', label: { fr: 'Offres et événements', en: 'Offers and events' } },
        { value: 'offer', label: { fr: 'Les offres', en: 'Offers' } },
        { value: 'event', label: { fr: 'Les événements', en: 'Events' } },
      ],
    },
    {
      name: 'onlyStatuses',
      type: 'select',
      hasMany: true,
      label: { fr: 'Réservés aux statuts', en: 'Reserved for statuses' },
      options: LOYALTY_STATUSES.map((value) => ({ value, label: { fr: value, en: value } })),
      admin: {
        description: {
          fr: 'Ex. Gold et Black sur les pages du Carré VIP : seulement les offres réservées à ces statuts.',
          en: 'E.g. Gold and Black on Carré VIP pages: only the offers reserved for these statuses.',
        },
      },
    },
  ],
}
