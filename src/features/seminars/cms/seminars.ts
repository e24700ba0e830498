import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'
import {
  centsField,
  descriptionField,
  imagesField,
  positiveIntegerField,
  slugField,
  summaryField,
  venuesGroup,
} from '@/features/venues/cms/fields'
import { revalidateHooks } from '@/features/content/cms/hooks'
import { venuePreview } from '@/features/venues/cms/preview-url'

import { SEMINAR_SERVICES } from '../domain'

const serviceLabels: Record<(typeof SEMINAR_SERVICES)[number], { fr: string; en: string }> = {
  catering: { fr: 'Restauration', en: 'Catering' },
  'audio-visual': { fr: 'Équipement audiovisuel', en: 'Audio-visual equipment' },
  wifi: { fr: 'Wi-Fi haut débit', en: 'High-speed Wi-Fi' },
  accommodation: { fr: 'Hébergement', en: 'Accommodation' },
  'team-building': { fr: 'Team building', en: 'Team building' },
  show: { fr: 'Spectacle privé', en: 'Private show' },
  'casino-initiation': { fr: 'Initiation aux jeux', en: 'Gaming initiation' },
  parking: { fr: 'Parking', en: 'Parking' },
}

/** A seminar and incentive package of a casino or hotel: rooms for meetings, capacity, services. */
export const SeminarOffers: CollectionConfig = {
  slug: 'seminar-offers',
  labels: {
    singular: { fr: 'Offre séminaire', en: 'Seminar offer' },
    plural: { fr: 'Offres séminaires', en: 'Seminar offers' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'casino', 'capacity', '_status'],
    group: venuesGroup,
    preview: venuePreview('seminar-offers'),
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
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      index: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      name: 'hotel',
      type: 'relationship',
      relationTo: 'hotels',
      label: { fr: 'Hôtel', en: 'Hotel' },
    },
    summaryField,
    descriptionField,
    positiveIntegerField('capacity', true, 1, { fr: 'Capacité', en: 'Capacity' }),
    {
      name: 'spaces',
      type: 'array',
      label: { fr: 'Salles', en: 'Rooms' },
      labels: { singular: { fr: 'Salle', en: 'Room' }, plural: { fr: 'Salles', en: 'Rooms' } },
      fields: [
        {
          name: 'name',
          type: 'text',
          localized: true,
          required: true,
          label: { fr: 'Nom', en: 'Name' },
        },
        {
          type: 'row',
          fields: [
            positiveIntegerField('areaM2', true, 1, { fr: 'Surface (m²)', en: 'Area (m²)' }),
            positiveIntegerField('theatreCapacity', false, 0, {
              fr: 'Places en théâtre',
              en: 'Theatre seating',
            }),
            positiveIntegerField('banquetCapacity', false, 0, {
              fr: 'Places en banquet',
              en: 'Banquet seating',
            }),
          ],
        },
        {
          name: 'daylight',
          type: 'checkbox',
          defaultValue: false,
          label: { fr: 'Lumière du jour', en: 'Daylight' },
        },
      ],
    },
    {
      name: 'services',
      type: 'select',
      hasMany: true,
      label: { fr: 'Services', en: 'Services' },
      options: SEMINAR_SERVICES.map((value) => ({ value, label: serviceLabels[value] })),
    },
    centsField('dayDelegateRateCents', false, {
      fr: 'Forfait journée par participant',
      en: 'Day delegate rate',
    }),
    {
      name: 'brochure',
      type: 'upload',
      relationTo: 'documents',
      label: { fr: 'Brochure (PDF)', en: 'Brochure (PDF)' },
    },
    imagesField,
  ],
  hooks: revalidateHooks(() => [cacheTags.seminarOffers()]),
}
