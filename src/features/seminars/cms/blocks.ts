import type { Block } from 'payload'

const group = { fr: 'Lieux et programme', en: 'Venues and programme' }

export const SeminarOffersBlock: Block = {
  slug: 'seminarOffers',
  interfaceName: 'SeminarOffersBlock',
  labels: {
    singular: { fr: 'Offres séminaires', en: 'Seminar offers' },
    plural: { fr: 'Offres séminaires', en: 'Seminar offers' },
  },
  admin: { group },
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
  ],
}

export const SeminarQuoteFormBlock: Block = {
  slug: 'seminarQuoteForm',
  interfaceName: 'SeminarQuoteFormBlock',
  labels: {
    singular: { fr: 'Demande de devis séminaire', en: 'Seminar quote request' },
    plural: { fr: 'Demandes de devis séminaire', en: 'Seminar quote requests' },
  },
  admin: { group },
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
      admin: {
        description: {
          fr: 'Casino proposé par défaut dans le formulaire',
          en: 'Casino preselected in the form',
        },
      },
    },
  ],
}

export const seminarBlocks: Block[] = [SeminarOffersBlock, SeminarQuoteFormBlock]
