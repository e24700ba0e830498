import type { Block } from 'payload'

/** The member's consent history (profile page): what they gave or withdrew, when and how. */
export const ConsentHistoryBlock: Block = {
  slug: 'consentHistory',
  interfaceName: 'ConsentHistoryBlock',
  labels: {
    singular: { fr: 'Historique des consentements', en: 'Consent history' },
    plural: { fr: 'Historiques des consentements', en: 'Consent histories' },
  },
  admin: { group: { fr: 'Espace membre', en: 'Member area' } },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      label: { fr: 'Titre', en: 'Heading' },
    },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { fr: 'Introduction', en: 'Introduction' },
    },
  ],
}

export const consentBlocks: Block[] = [ConsentHistoryBlock]
