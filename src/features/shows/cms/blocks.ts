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
const group = { fr: 'Lieux et programme', en: 'Venues and programme' }
const filters: Field[] = [
  {
    name: 'casino',
    type: 'relationship',
    relationTo: 'casinos',
    label: { fr: 'Casino', en: 'Casino' },
    admin: { description: { fr: 'Vide : tous les casinos', en: 'Empty: every casino' } },
  },
  {
    name: 'category',
    type: 'text',
    label: { fr: 'Catégorie', en: 'Category' },
    admin: {
      description: {
        fr: 'Slug d’une catégorie de spectacle (vide : toutes)',
        en: 'Slug of a show category (empty: all)',
      },
    },
  },
]

export const ShowListBlock: Block = {
  slug: 'showList',
  interfaceName: 'ShowListBlock',
  labels: {
    singular: { fr: 'Liste de spectacles', en: 'Show list' },
    plural: { fr: 'Listes de spectacles', en: 'Show lists' },
  },
  admin: { group },
  fields: [
    heading,
    intro,
    ...filters,
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 60,
      defaultValue: 12,
      label: { fr: 'Nombre maximum', en: 'Maximum number' },
    },
  ],
}

export const ShowCalendarBlock: Block = {
  slug: 'showCalendar',
  interfaceName: 'ShowCalendarBlock',
  labels: {
    singular: { fr: 'Calendrier des spectacles', en: 'Show calendar' },
    plural: { fr: 'Calendriers des spectacles', en: 'Show calendars' },
  },
  admin: { group },
  fields: [
    heading,
    intro,
    ...filters,
    {
      name: 'showFilters',
      type: 'checkbox',
      defaultValue: true,
      label: { fr: 'Filtres casino et catégorie', en: 'Casino and category filters' },
    },
  ],
}

export const showBlocks: Block[] = [ShowListBlock, ShowCalendarBlock]
