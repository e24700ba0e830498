import type { Block, Field } from 'payload'

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
const group = { fr: 'Espace membre', en: 'Member area' }

/** The member's rewards: the catalogue (filter, sort, redeem), the new ones or the latest. */
export const RewardsCatalogueBlock: Block = {
  slug: 'rewardsCatalogue',
  interfaceName: 'RewardsCatalogueBlock',
  labels: {
    singular: { fr: 'Avantages du membre', en: 'Member rewards' },
    plural: { fr: 'Avantages du membre', en: 'Member rewards' },
  },
  admin: { group },
  fields: [
    heading,
    intro,
    {
      name: 'list',
      type: 'select',
      required: true,
      defaultValue: 'all',
      label: { fr: 'Avantages montrés', en: 'Rewards shown' },
      options: [
        { value: 'all', label: { fr: 'Tout le catalogue', en: 'The whole catalogue' } },
        { value: 'new', label: { fr: 'Les nouveautés (30 jours)', en: 'New (last 30 days)' } },
        { value: 'latest', label: { fr: 'Mes derniers avantages', en: 'My latest rewards' } },
      ],
    },
    {
      name: 'showFilters',
      type: 'checkbox',
      defaultValue: true,
      label: { fr: 'Filtre par catégorie et tri', en: 'Category filter and sorting' },
    },
  ],
}

/** The member's vouchers with their codes (text and QR code). */
export const MemberVouchersBlock: Block = {
  slug: 'memberVouchers',
  interfaceName: 'MemberVouchersBlock',
  labels: {
    singular: { fr: 'Bons du membre', en: 'Member vouchers' },
    plural: { fr: 'Bons du membre', en: 'Member vouchers' },
  },
  admin: { group },
  fields: [heading, intro],
}

export const rewardBlocks: Block[] = [RewardsCatalogueBlock, MemberVouchersBlock]
