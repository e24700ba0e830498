import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'
import { normalizeSearchText } from '@/platform/domain/search-text'

import {
  addressField,
  citySlugField,
  contactField,
  descriptionField,
  geoField,
  imagesField,
  openingHoursField,
  searchTextField,
  slugField,
  summaryField,
  venuesGroup,
} from './fields'
import { revalidateHooks } from '@/features/content/cms/hooks'

import { slugifyCity } from './hooks'
import { casinoPreview } from './preview-url'

export const CASINO_FACILITIES = [
  'slot-machines',
  'table-games',
  'poker',
  'restaurant',
  'bar',
  'hotel',
  'spa',
  'shows',
  'seminar-rooms',
  'parking',
  'terrace',
] as const

const facilityLabels: Record<(typeof CASINO_FACILITIES)[number], { fr: string; en: string }> = {
  'slot-machines': { fr: 'Machines à sous', en: 'Slot machines' },
  'table-games': { fr: 'Jeux de table', en: 'Table games' },
  poker: { fr: 'Poker', en: 'Poker' },
  restaurant: { fr: 'Restaurant', en: 'Restaurant' },
  bar: { fr: 'Bar', en: 'Bar' },
  hotel: { fr: 'Hôtel', en: 'Hotel' },
  spa: { fr: 'Spa', en: 'Spa' },
  shows: { fr: 'Spectacles', en: 'Shows' },
  'seminar-rooms': { fr: 'Salles de séminaire', en: 'Seminar rooms' },
  parking: { fr: 'Parking', en: 'Parking' },
  terrace: { fr: 'Terrasse', en: 'Terrace' },
}

type CasinoData = { name?: string; city?: string; summary?: string | null }

const fillSearchFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc as CasinoData | undefined), ...(data as CasinoData) }
  return {
    ...data,
    citySlug: merged.city ? slugifyCity(merged.city) : null,
    searchText: normalizeSearchText(merged.name, merged.city, merged.summary),
  }
}

/** A casino of the group; its slug is the {casino} segment of show and tournament URLs. */
export const Casinos: CollectionConfig = {
  slug: 'casinos',
  labels: {
    singular: { fr: 'Casino', en: 'Casino' },
    plural: { fr: 'Casinos', en: 'Casinos' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'slug', '_status'],
    group: venuesGroup,
    preview: casinoPreview,
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
      fr: 'Segment d’URL des spectacles et tournois : /cannes/spectacle/…',
      en: 'URL segment of shows and tournaments: /cannes/spectacle/…',
    }),
    { name: 'city', type: 'text', required: true, index: true, label: { fr: 'Ville', en: 'City' } },
    {
      // On the QR codes of the slot machines (/paiement-machine?casino=BIA&machine=…).
      name: 'trigram',
      type: 'text',
      unique: true,
      index: true,
      label: { fr: 'Trigramme', en: 'Trigram' },
      admin: {
        position: 'sidebar',
        description: {
          fr: '3 lettres, sur les QR codes des machines à sous (ex. BIA)',
          en: '3 letters, on the slot machines’ QR codes (e.g. BIA)',
        },
      },
      validate: (value: string | null | undefined) =>
        value === null || value === undefined || value === '' || /^[A-Z]{3}$/.test(value)
          ? true
          : 'A–Z × 3',
    },
    citySlugField,
    summaryField,
    descriptionField,
    addressField,
    geoField,
    openingHoursField('casinos'),
    contactField,
    imagesField,
    {
      name: 'facilities',
      type: 'select',
      hasMany: true,
      label: { fr: 'Équipements', en: 'Facilities' },
      options: CASINO_FACILITIES.map((value) => ({ value, label: facilityLabels[value] })),
    },
    {
      name: 'landingPage',
      type: 'relationship',
      relationTo: 'pages',
      label: { fr: 'Page du casino', en: 'Casino page' },
      admin: {
        position: 'sidebar',
        description: {
          fr: 'La page CMS composée par les éditeurs pour ce casino',
          en: 'The CMS page editors compose for this casino',
        },
      },
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchFields],
    ...revalidateHooks(() => [cacheTags.casinos()]),
  },
}
