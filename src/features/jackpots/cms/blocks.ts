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
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
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
    { name: 'limit', type: 'number', min: 1, max: 100, defaultValue: 20 },
  ],
}

export const jackpotBlocks: Block[] = [LastJackpotsBlock]
