import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'

import {
  citySlugField,
  contactField,
  descriptionField,
  imagesField,
  openingHoursField,
  slugField,
  summaryField,
  venuesGroup,
} from './fields'
import { findCasinoSummary, revalidateHooks } from './hooks'
import { richTextEditor } from '@/features/content/cms/rich-text-editor'

const fillCity: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const casino = await findCasinoSummary(
    req,
    (data as { casino?: unknown }).casino ?? (originalDoc as { casino?: unknown })?.casino,
  )
  return { ...data, citySlug: casino?.citySlug ?? null }
}

/** A restaurant or bar of a casino; booking itself comes with the bookings area. */
export const Restaurants: CollectionConfig = {
  slug: 'restaurants',
  labels: {
    singular: { fr: 'Restaurant', en: 'Restaurant' },
    plural: { fr: 'Restaurants', en: 'Restaurants' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'casino', 'cuisine', '_status'],
    group: venuesGroup,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
    readVersions: anyStaff,
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({
      fr: 'URL : /{casino}/restaurant/{slug}',
      en: 'URL: /en/{casino}/restaurant/{slug}',
    }),
    { name: 'casino', type: 'relationship', relationTo: 'casinos', required: true, index: true },
    { name: 'cuisine', type: 'text', localized: true, required: true },
    {
      name: 'priceLevel',
      type: 'select',
      required: true,
      defaultValue: '2',
      options: [
        { label: '€', value: '1' },
        { label: '€€', value: '2' },
        { label: '€€€', value: '3' },
        { label: '€€€€', value: '4' },
      ],
    },
    {
      name: 'averagePriceCents',
      type: 'number',
      min: 0,
      admin: {
        description: {
          fr: 'Prix moyen d’un repas, en centimes',
          en: 'Average price of a meal, in cents',
        },
      },
    },
    summaryField,
    descriptionField,
    openingHoursField('restaurants'),
    contactField,
    imagesField,
    {
      name: 'menu',
      type: 'richText',
      localized: true,
      editor: richTextEditor,
      admin: {
        description: { fr: 'La carte, ou un PDF ci-dessous', en: 'The menu, or a PDF below' },
      },
    },
    { name: 'menuPdf', type: 'upload', relationTo: 'documents' },
    {
      name: 'bookingEnabled',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    citySlugField,
  ],
  hooks: {
    beforeChange: [fillCity],
    ...revalidateHooks(() => [cacheTags.restaurants()]),
  },
}
