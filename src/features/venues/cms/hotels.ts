import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import {
  anyStaff,
  anyone,
  contentEditors,
  publishedOrStaff,
} from '@/platform/security/staff-access'
import { normalizeSearchText } from '@/platform/domain/search-text'

import { HOTEL_OFFER_CATEGORIES } from '../domain'
import {
  addressField,
  centsField,
  citySlugField,
  contactField,
  descriptionField,
  geoField,
  hiddenField,
  imagesField,
  positiveIntegerField,
  searchTextField,
  slugField,
  summaryField,
  venuesGroup,
} from './fields'
import { revalidateHooks } from '@/features/content/cms/hooks'

import { findCasinoSummary, relationIdOf } from './hooks'
import { venuePreview } from './preview-url'

const hotelTags = () => [cacheTags.hotels()]

export const ROOM_TYPES = ['standard', 'superior', 'deluxe', 'junior-suite', 'suite'] as const
export const ROOM_AMENITIES = [
  'sea-view',
  'lake-view',
  'balcony',
  'bathtub',
  'air-conditioning',
  'minibar',
  'coffee-machine',
  'safe',
  'wifi',
  'accessible',
] as const

const amenityLabels: Record<(typeof ROOM_AMENITIES)[number], { fr: string; en: string }> = {
  'sea-view': { fr: 'Vue mer', en: 'Sea view' },
  'lake-view': { fr: 'Vue lac', en: 'Lake view' },
  balcony: { fr: 'Balcon', en: 'Balcony' },
  bathtub: { fr: 'Baignoire', en: 'Bathtub' },
  'air-conditioning': { fr: 'Climatisation', en: 'Air conditioning' },
  minibar: { fr: 'Minibar', en: 'Minibar' },
  'coffee-machine': { fr: 'Machine à café', en: 'Coffee machine' },
  safe: { fr: 'Coffre-fort', en: 'Safe' },
  wifi: { fr: 'Wi-Fi', en: 'Wi-Fi' },
  accessible: { fr: 'Accessible PMR', en: 'Wheelchair accessible' },
}

type HotelData = {
  name?: string
  casino?: unknown
  summary?: string | null
  rooms?: unknown[] | null
}

/** City and text for the search, and the lowest room price for its price filter. */
const fillHotelSearchFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc as HotelData | undefined), ...(data as HotelData) }
  const casino = await findCasinoSummary(req, merged.casino)
  const roomIds = (merged.rooms ?? []).map(relationIdOf).filter((id): id is number => id !== null)
  let priceFromCents: number | null = null
  if (roomIds.length > 0) {
    const rooms = await req.payload.find({
      collection: 'rooms',
      where: { id: { in: roomIds } },
      depth: 0,
      limit: roomIds.length,
      req,
      select: { priceFromCents: true },
    })
    const prices = rooms.docs
      .map((room) => (room as { priceFromCents?: number | null }).priceFromCents)
      .filter((price): price is number => typeof price === 'number')
    priceFromCents = prices.length ? Math.min(...prices) : null
  }
  return {
    ...data,
    priceFromCents,
    citySlug: casino?.citySlug ?? null,
    searchText: normalizeSearchText(
      merged.name,
      req.locale === 'en' ? 'hotel' : 'hôtel',
      casino?.name,
      casino?.city,
      merged.summary,
    ),
  }
}

/** A hotel of the group (4 or 5 stars), its rooms, spa and experiences. */
export const Hotels: CollectionConfig = {
  slug: 'hotels',
  labels: { singular: { fr: 'Hôtel', en: 'Hotel' }, plural: { fr: 'Hôtels', en: 'Hotels' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'casino', 'stars', '_status'],
    group: venuesGroup,
    preview: venuePreview('hotels'),
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
    slugField({ fr: 'URL : /{casino}/hotel/{slug}', en: 'URL: /en/{casino}/hotel/{slug}' }),
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      index: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      name: 'stars',
      type: 'select',
      required: true,
      label: { fr: 'Étoiles', en: 'Stars' },
      options: [
        { label: { fr: '4 étoiles', en: '4 stars' }, value: '4' },
        { label: { fr: '5 étoiles', en: '5 stars' }, value: '5' },
      ],
    },
    summaryField,
    descriptionField,
    addressField,
    geoField,
    contactField,
    imagesField,
    {
      name: 'spa',
      type: 'group',
      label: { fr: 'Spa', en: 'Spa' },
      fields: [
        {
          name: 'hasSpa',
          type: 'checkbox',
          defaultValue: false,
          label: { fr: 'L’hôtel a un spa', en: 'The hotel has a spa' },
        },
        { name: 'name', type: 'text', label: { fr: 'Nom du spa', en: 'Spa name' } },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: { fr: 'Description', en: 'Description' },
        },
      ],
    },
    {
      name: 'experiences',
      type: 'array',
      label: { fr: 'Expériences', en: 'Experiences' },
      labels: {
        singular: { fr: 'Expérience', en: 'Experience' },
        plural: { fr: 'Expériences', en: 'Experiences' },
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          required: true,
          label: { fr: 'Titre', en: 'Title' },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: { fr: 'Description', en: 'Description' },
        },
      ],
    },
    {
      name: 'rooms',
      type: 'relationship',
      relationTo: 'rooms',
      hasMany: true,
      label: { fr: 'Chambres', en: 'Rooms' },
    },
    hiddenField('priceFromCents', 'number'),
    citySlugField,
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillHotelSearchFields],
    ...revalidateHooks(hotelTags),
  },
}

/** A room type of a hotel (public, no drafts: it appears through its hotel). */
export const Rooms: CollectionConfig = {
  slug: 'rooms',
  labels: {
    singular: { fr: 'Chambre', en: 'Room' },
    plural: { fr: 'Chambres', en: 'Rooms' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'capacity', 'priceFromCents'],
    group: venuesGroup,
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  fields: [
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Nom', en: 'Name' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      label: { fr: 'Catégorie', en: 'Type' },
      options: [
        { label: { fr: 'Classique', en: 'Standard' }, value: 'standard' },
        { label: { fr: 'Supérieure', en: 'Superior' }, value: 'superior' },
        { label: { fr: 'Deluxe', en: 'Deluxe' }, value: 'deluxe' },
        { label: { fr: 'Junior suite', en: 'Junior suite' }, value: 'junior-suite' },
        { label: { fr: 'Suite', en: 'Suite' }, value: 'suite' },
      ],
    },
    {
      type: 'row',
      fields: [
        positiveIntegerField('capacity', true, 1, { fr: 'Personnes', en: 'Guests' }),
        positiveIntegerField('sizeM2', true, 1, { fr: 'Surface (m²)', en: 'Size (m²)' }),
      ],
    },
    {
      name: 'amenities',
      type: 'select',
      hasMany: true,
      label: { fr: 'Équipements', en: 'Amenities' },
      options: ROOM_AMENITIES.map((value) => ({ value, label: amenityLabels[value] })),
    },
    centsField('priceFromCents', true, { fr: 'Prix à partir de', en: 'Price from' }),
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { fr: 'Description', en: 'Description' },
    },
    imagesField,
  ],
  hooks: revalidateHooks(hotelTags),
}

/** A package of a hotel (stay, spa, experience) with its validity and linked rooms. */
export const HotelOffers: CollectionConfig = {
  slug: 'hotel-offers',
  labels: {
    singular: { fr: 'Offre hôtelière', en: 'Hotel offer' },
    plural: { fr: 'Offres hôtelières', en: 'Hotel offers' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'hotel', 'validUntil', '_status'],
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
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
    slugField(),
    {
      name: 'hotel',
      type: 'relationship',
      relationTo: 'hotels',
      required: true,
      index: true,
      label: { fr: 'Hôtel', en: 'Hotel' },
    },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      required: true,
      label: { fr: 'Catégories', en: 'Categories' },
      options: HOTEL_OFFER_CATEGORIES.map((value) => ({
        value,
        label: {
          experiences: { fr: 'Expériences', en: 'Experiences' },
          rooms: { fr: 'Chambres', en: 'Rooms' },
          spas: { fr: 'Spas', en: 'Spas' },
        }[value],
      })),
    },
    summaryField,
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'date',
          label: { fr: 'Valable du', en: 'Valid from' },
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'validUntil',
          type: 'date',
          index: true,
          label: { fr: 'Valable jusqu’au', en: 'Valid until' },
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: { fr: 'Inclus ; vide : sans fin', en: 'Included; empty: no end' },
          },
        },
      ],
    },
    {
      name: 'conditions',
      type: 'textarea',
      localized: true,
      label: { fr: 'Conditions', en: 'Conditions' },
    },
    centsField('priceFromCents', false, { fr: 'Prix à partir de', en: 'Price from' }),
    {
      name: 'rooms',
      type: 'relationship',
      relationTo: 'rooms',
      hasMany: true,
      label: { fr: 'Chambres concernées', en: 'Rooms included' },
    },
    {
      // Read by the bookings area: an offer with a nightly rate is booked online at that rate.
      name: 'bookingRate',
      type: 'group',
      label: { fr: 'Tarif de réservation en ligne', en: 'Online booking rate' },
      admin: {
        description: {
          fr: 'Prix vide : l’offre ne se réserve pas en ligne. Les nuits doivent tomber dans sa validité.',
          en: 'No price: the offer is not booked online. Nights must fall within its validity.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            centsField('nightlyCents', false, { fr: 'Prix de la nuit', en: 'Nightly rate' }),
            positiveIntegerField('minimumStay', false, 1, {
              fr: 'Séjour minimum (nuits)',
              en: 'Minimum stay (nights)',
            }),
            {
              ...positiveIntegerField('freeCancellationDays', false, 0, {
                fr: 'Annulation gratuite (jours avant)',
                en: 'Free cancellation (days before)',
              }),
              admin: {
                description: { fr: 'Vide : non annulable', en: 'Empty: non-refundable' },
              },
            } as Field,
          ],
        },
      ],
    },
    imagesField,
  ],
  hooks: revalidateHooks(hotelTags),
}
