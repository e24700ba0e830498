import type { Block, Field } from 'payload'

/**
 * Venue blocks for editors: a casino's information card, restaurant and hotel lists, hotel offers
 * with filters, game tables. Collections themselves are in this folder's collection files.
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
const group = { fr: 'Lieux et programme', en: 'Venues and programme' }
const casinoFilter: Field = {
  name: 'casino',
  type: 'relationship',
  relationTo: 'casinos',
  label: { fr: 'Casino', en: 'Casino' },
  admin: {
    description: {
      fr: 'Vide : tous les casinos',
      en: 'Empty: every casino',
    },
  },
}
const limit: Field = {
  name: 'limit',
  type: 'number',
  min: 1,
  max: 60,
  defaultValue: 12,
  label: { fr: 'Nombre maximum', en: 'Maximum number' },
}

export const CasinoInfoBlock: Block = {
  slug: 'casinoInfo',
  interfaceName: 'CasinoInfoBlock',
  labels: {
    singular: { fr: 'Infos du casino', en: 'Casino information' },
    plural: { fr: 'Infos du casino', en: 'Casino information' },
  },
  admin: { group },
  fields: [
    heading,
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      name: 'sections',
      type: 'select',
      hasMany: true,
      label: { fr: 'Sections affichées', en: 'Sections shown' },
      defaultValue: ['info', 'shows', 'restaurants', 'hotels', 'tournaments', 'gameTables'],
      options: [
        {
          label: { fr: 'Adresse, horaires, contact', en: 'Address, hours, contact' },
          value: 'info',
        },
        { label: { fr: 'Spectacles', en: 'Shows' }, value: 'shows' },
        { label: { fr: 'Restaurants', en: 'Restaurants' }, value: 'restaurants' },
        { label: { fr: 'Hôtels', en: 'Hotels' }, value: 'hotels' },
        { label: { fr: 'Tournois', en: 'Tournaments' }, value: 'tournaments' },
        { label: { fr: 'Tables de jeux', en: 'Game tables' }, value: 'gameTables' },
      ],
    },
  ],
}

export const RestaurantListBlock: Block = {
  slug: 'restaurantList',
  interfaceName: 'RestaurantListBlock',
  labels: {
    singular: { fr: 'Liste de restaurants', en: 'Restaurant list' },
    plural: { fr: 'Listes de restaurants', en: 'Restaurant lists' },
  },
  admin: { group },
  fields: [heading, intro, casinoFilter, limit],
}

export const HotelListBlock: Block = {
  slug: 'hotelList',
  interfaceName: 'HotelListBlock',
  labels: {
    singular: { fr: 'Liste d’hôtels', en: 'Hotel list' },
    plural: { fr: 'Listes d’hôtels', en: 'Hotel lists' },
  },
  admin: { group },
  fields: [heading, intro, casinoFilter],
}

export const HotelOffersBlock: Block = {
  slug: 'hotelOffers',
  interfaceName: 'HotelOffersBlock',
  labels: {
    singular: { fr: 'Offres hôtelières', en: 'Hotel offers' },
    plural: { fr: 'Offres hôtelières', en: 'Hotel offers' },
  },
  admin: { group },
  fields: [
    heading,
    intro,
    {
      name: 'hotel',
      type: 'relationship',
      relationTo: 'hotels',
      label: { fr: 'Hôtel', en: 'Hotel' },
      admin: { description: { fr: 'Vide : tous les hôtels', en: 'Empty: every hotel' } },
    },
    {
      name: 'showFilters',
      type: 'checkbox',
      defaultValue: true,
      label: {
        fr: 'Filtres (étoiles, expériences, chambres, spas)',
        en: 'Filters (stars, experiences, rooms, spas)',
      },
    },
    limit,
  ],
}

export const GameTablesBlock: Block = {
  slug: 'gameTables',
  interfaceName: 'GameTablesBlock',
  labels: {
    singular: { fr: 'Tables de jeux', en: 'Game tables' },
    plural: { fr: 'Tables de jeux', en: 'Game tables' },
  },
  admin: { group },
  fields: [heading, intro, casinoFilter],
}

export const venueBlocks: Block[] = [
  CasinoInfoBlock,
  RestaurantListBlock,
  HotelListBlock,
  HotelOffersBlock,
  GameTablesBlock,
]
