import type { Block } from 'payload'

export const LastJackpotsBlock: Block = {
  slug: 'lastJackpots',
  interfaceName: 'LastJackpotsBlock',
  labels: {
    singular: { fr: 'Derniers jackpots', en: 'Last jackpots' },
    plural: { fr: 'Derniers jackpots', en: 'Last jackpots' },
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
      name: 'machineSearch',
      type: 'checkbox',
      defaultValue: true,
      label: {
        fr: 'Recherche par numéro de machine',
        en: 'Search by slot machine number',
      },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 100,
      defaultValue: 20,
      label: { fr: 'Nombre maximum', en: 'Maximum number' },
    },
  ],
}

export const jackpotBlocks: Block[] = [LastJackpotsBlock]
