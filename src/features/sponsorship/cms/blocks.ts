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

export const SponsorFormBlock: Block = {
  slug: 'sponsorForm',
  interfaceName: 'SponsorFormBlock',
  labels: {
    singular: { fr: 'Formulaire de parrainage', en: 'Sponsor form' },
    plural: { fr: 'Formulaires de parrainage', en: 'Sponsor forms' },
  },
  admin: { group },
  fields: [heading, intro],
}

export const GodsonsListBlock: Block = {
  slug: 'godsonsList',
  interfaceName: 'GodsonsListBlock',
  labels: {
    singular: { fr: 'Liste des filleuls', en: 'Godsons list' },
    plural: { fr: 'Listes des filleuls', en: 'Godsons lists' },
  },
  admin: { group },
  fields: [heading, intro],
}

export const sponsorshipBlocks: Block[] = [SponsorFormBlock, GodsonsListBlock]
