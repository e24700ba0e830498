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

export const HotelDashboardBlock: Block = {
  slug: 'hotelDashboard',
  interfaceName: 'HotelDashboardBlock',
  labels: {
    singular: { fr: 'Programme hôtels : tableau de bord', en: 'Hotel programme: dashboard' },
    plural: { fr: 'Programme hôtels : tableaux de bord', en: 'Hotel programme: dashboards' },
  },
  admin: { group },
  fields: [heading, intro],
}

export const HotelCardBlock: Block = {
  slug: 'hotelCard',
  interfaceName: 'HotelCardBlock',
  labels: {
    singular: { fr: 'Programme hôtels : ma carte', en: 'Hotel programme: my card' },
    plural: { fr: 'Programme hôtels : ma carte', en: 'Hotel programme: my card' },
  },
  admin: { group },
  fields: [heading, intro],
}

export const HotelStaysBlock: Block = {
  slug: 'hotelStays',
  interfaceName: 'HotelStaysBlock',
  labels: {
    singular: { fr: 'Programme hôtels : nuits comptées', en: 'Hotel programme: nights counted' },
    plural: { fr: 'Programme hôtels : nuits comptées', en: 'Hotel programme: nights counted' },
  },
  admin: { group },
  fields: [heading, intro],
}

export const hotelProgrammeBlocks: Block[] = [HotelDashboardBlock, HotelCardBlock, HotelStaysBlock]
