import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'

import {
  centsField,
  citySlugField,
  contactField,
  descriptionField,
  imagesField,
  openingHoursField,
  slugField,
  summaryField,
  venuesGroup,
} from './fields'
import { revalidateHooks } from '@/features/content/cms/hooks'

import { findCasinoSummary } from './hooks'
import { venuePreview } from './preview-url'
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
    preview: venuePreview('restaurants'),
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
    { name: 'name', type: 'text', required: true, label: { fr: 'Nom', en: 'Name' } },
    slugField({
      fr: 'URL : /{casino}/restaurant/{slug}',
      en: 'URL: /en/{casino}/restaurant/{slug}',
    }),
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      index: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      name: 'cuisine',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Cuisine', en: 'Cuisine' },
    },
    {
      name: 'priceLevel',
      type: 'select',
      required: true,
      defaultValue: '2',
      label: { fr: 'Gamme de prix', en: 'Price range' },
      options: [
        { label: { fr: '€ — abordable', en: '€ — inexpensive' }, value: '1' },
        { label: { fr: '€€ — modéré', en: '€€ — moderate' }, value: '2' },
        { label: { fr: '€€€ — élevé', en: '€€€ — expensive' }, value: '3' },
        { label: { fr: '€€€€ — gastronomique', en: '€€€€ — fine dining' }, value: '4' },
      ],
    },
    centsField('averagePriceCents', false, {
      fr: 'Prix moyen d’un repas',
      en: 'Average price of a meal',
    }),
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
      label: { fr: 'Carte', en: 'Menu' },
      admin: {
        description: { fr: 'La carte, ou un PDF ci-dessous', en: 'The menu, or a PDF below' },
      },
    },
    {
      name: 'menuPdf',
      type: 'upload',
      relationTo: 'documents',
      label: { fr: 'Carte en PDF', en: 'Menu (PDF)' },
    },
    {
      name: 'bookingEnabled',
      type: 'checkbox',
      defaultValue: false,
      label: { fr: 'Réservation en ligne', en: 'Online booking' },
      admin: { position: 'sidebar' },
    },
    citySlugField,
  ],
  hooks: {
    beforeChange: [fillCity],
    ...revalidateHooks(() => [cacheTags.restaurants()]),
  },
}
