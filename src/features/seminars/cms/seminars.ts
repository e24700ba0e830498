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
import { revalidateHooks } from '@/features/venues/cms/hooks'

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
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'casino', type: 'relationship', relationTo: 'casinos', required: true, index: true },
    { name: 'hotel', type: 'relationship', relationTo: 'hotels' },
    summaryField,
    descriptionField,
    positiveIntegerField('capacity', true, 1),
    {
      name: 'spaces',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', localized: true, required: true },
        {
          type: 'row',
          fields: [
            positiveIntegerField('areaM2', true, 1),
            positiveIntegerField('theatreCapacity'),
            positiveIntegerField('banquetCapacity'),
          ],
        },
        { name: 'daylight', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'services',
      type: 'select',
      hasMany: true,
      options: SEMINAR_SERVICES.map((value) => ({ value, label: serviceLabels[value] })),
    },
    centsField('dayDelegateRateCents'),
    { name: 'brochure', type: 'upload', relationTo: 'documents' },
    imagesField,
  ],
  hooks: revalidateHooks(() => [cacheTags.seminarOffers()]),
}
