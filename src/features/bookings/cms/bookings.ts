import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
} from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { DAY_FIELD_COMPONENT, dayField } from '@/features/identity/cms/day-field'
import { centsField } from '@/features/venues/cms/fields'
import { isErasureWrite } from '@/platform/privacy/personal-data'
import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

import { TABLE_SERVICE_KINDS } from '../domain'
import { BookingsRepository, type BookingKind } from '../server/bookings-repository'
import { bookingsGroup } from './fields'
import { EXPORT_LINKS_COMPONENT, exportEndpoint } from '@/platform/cms/exports/export-endpoint'

export const BOOKING_STATUS_OPTIONS = [
  { value: 'confirmed', label: { fr: 'Confirmée', en: 'Confirmed' } },
  { value: 'cancelled', label: { fr: 'Annulée', en: 'Cancelled' } },
  { value: 'noShow', label: { fr: 'Client absent', en: 'No-show' } },
]

const statusField: Field = {
  name: 'status',
  type: 'select',
  required: true,
  index: true,
  defaultValue: 'confirmed',
  label: { fr: 'État', en: 'Status' },
  options: BOOKING_STATUS_OPTIONS,
  admin: {
    position: 'sidebar',
    description: {
      fr: 'Annuler libère la place. Une réservation annulée ne peut pas être rouverte.',
      en: 'Cancelling frees the place. A cancelled booking cannot be reopened.',
    },
  },
}

const readOnly = { readOnly: true }

/** What the guest booked, shown to staff but not edited. */
function shown(field: Field): Field {
  return { ...field, admin: { ...(field.admin ?? {}), readOnly: true } } as Field
}

const referenceField: Field = {
  name: 'reference',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { fr: 'Référence', en: 'Reference' },
  admin: readOnly,
}

const guestFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'guestName',
        type: 'text',
        required: true,
        label: { fr: 'Nom', en: 'Name' },
        admin: readOnly,
      },
      {
        name: 'email',
        type: 'email',
        required: true,
        index: true,
        label: { fr: 'E-mail', en: 'Email' },
        admin: readOnly,
      },
      {
        name: 'phone',
        type: 'text',
        required: true,
        label: { fr: 'Téléphone', en: 'Phone' },
        admin: readOnly,
      },
    ],
  },
  {
    name: 'note',
    type: 'textarea',
    label: { fr: 'Note du client', en: 'Guest’s note' },
    admin: readOnly,
  },
  {
    name: 'member',
    type: 'relationship',
    relationTo: 'members',
    index: true,
    label: { fr: 'Membre', en: 'Member' },
    admin: { ...readOnly, position: 'sidebar' },
  },
  {
    name: 'locale',
    type: 'select',
    required: true,
    defaultValue: 'fr',
    label: { fr: 'Langue du client', en: 'Guest’s language' },
    options: [
      { value: 'fr', label: { fr: 'Français', en: 'French' } },
      { value: 'en', label: { fr: 'Anglais', en: 'English' } },
    ],
    admin: { ...readOnly, position: 'sidebar' },
  },
]

const cancellationFields: Field[] = [
  {
    name: 'cancelledAt',
    type: 'date',
    label: { fr: 'Annulée le', en: 'Cancelled at' },
    admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'cancelledBy',
    type: 'select',
    label: { fr: 'Annulée par', en: 'Cancelled by' },
    options: [
      { value: 'guest', label: { fr: 'Le client', en: 'The guest' } },
      { value: 'staff', label: { fr: 'L’établissement', en: 'The venue' } },
    ],
    admin: { ...readOnly, position: 'sidebar' },
  },
]

const REOPEN_MESSAGE = {
  fr: 'Une réservation annulée ne peut pas être rouverte : faites-en une nouvelle.',
  en: 'A cancelled booking cannot be reopened: make a new one.',
}

/**
 * Staff change the status only (everything else is what the guest booked). Cancelling goes
 * through the same atomic statement as the guest's link, which frees the place exactly once even
 * if the guest cancels at the same moment.
 */
function staffStatusChange(kind: BookingKind): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    // The account's closure replaces the guest's details (ADR 0069), nothing else.
    if (operation !== 'update' || !originalDoc || isErasureWrite(req)) return data
    const from = originalDoc.status as string
    const to = (data.status as string | undefined) ?? from
    const kept = { ...originalDoc, status: to }
    if (from === to) return kept
    if (from === 'cancelled') {
      throw new ValidationError({
        errors: [{ path: 'status', message: inAdminLanguage(req, REOPEN_MESSAGE) }],
        req,
      })
    }
    if (to !== 'cancelled') return kept
    const now = new Date()
    await new BookingsRepository(req.payload).cancel(kind, originalDoc.id as number, 'staff', now)
    return { ...kept, cancelledAt: now.toISOString(), cancelledBy: 'staff' }
  }
}

export const serviceLabels: Record<
  (typeof TABLE_SERVICE_KINDS)[number],
  { fr: string; en: string }
> = {
  breakfast: { fr: 'Petit-déjeuner', en: 'Breakfast' },
  lunch: { fr: 'Déjeuner', en: 'Lunch' },
  brunch: { fr: 'Brunch', en: 'Brunch' },
  dinner: { fr: 'Dîner', en: 'Dinner' },
  supper: { fr: 'Souper', en: 'Supper' },
}

/** A table booked online. Customer data: member support (and administrators) only. */
export const TableBookings: CollectionConfig = {
  slug: 'table-bookings',
  labels: {
    singular: { fr: 'Réservation de table', en: 'Table booking' },
    plural: { fr: 'Réservations de tables', en: 'Table bookings' },
  },
  admin: {
    group: bookingsGroup,
    useAsTitle: 'reference',
    defaultColumns: ['time', 'restaurant', 'guestName', 'partySize', 'status', 'reference'],
    listSearchableFields: ['reference', 'guestName', 'email'],
    components: {
      beforeListTable: [
        '/features/bookings/cms/admin/day-links#TableDayLinks',
        EXPORT_LINKS_COMPONENT,
      ],
    },
  },
  access: { read: memberSupport, create: nobody, update: memberSupport, delete: adminOnly },
  endpoints: [
    exportEndpoint(
      [
        'reference',
        'status',
        'restaurant',
        'serviceDate',
        'time',
        'startsAt',
        'partySize',
        'guestName',
        'email',
        'phone',
        'note',
        'member',
        'discountPercent',
        'locale',
        'cancelledAt',
        'cancelledBy',
        'createdAt',
      ].map((path) => ({ path })),
    ),
  ],
  defaultSort: 'startsAt',
  fields: [
    referenceField,
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      required: true,
      index: true,
      label: { fr: 'Restaurant', en: 'Restaurant' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        shown({
          ...dayField('serviceDate', { fr: 'Date', en: 'Date' }, true),
          index: true,
        } as Field),
        {
          name: 'time',
          type: 'text',
          required: true,
          label: { fr: 'Heure', en: 'Time' },
          admin: readOnly,
        },
        {
          name: 'partySize',
          type: 'number',
          required: true,
          label: { fr: 'Couverts', en: 'Guests' },
          admin: readOnly,
        },
        {
          name: 'service',
          type: 'select',
          required: true,
          label: { fr: 'Service', en: 'Service' },
          options: TABLE_SERVICE_KINDS.map((value) => ({ value, label: serviceLabels[value] })),
          admin: readOnly,
        },
      ],
    },
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      label: { fr: 'Début', en: 'Starts at' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    ...guestFields,
    {
      name: 'discountPercent',
      type: 'number',
      label: { fr: 'Remise statut (%)', en: 'Status discount (%)' },
      admin: {
        ...readOnly,
        position: 'sidebar',
        description: {
          fr: 'Remise du statut du membre au moment de la réservation',
          en: 'The member’s status discount when booking',
        },
      },
    },
    statusField,
    ...cancellationFields,
  ],
  hooks: { beforeChange: [staffStatusChange('table')] },
}

/** A hotel stay booked online, paid at the hotel. Customer data: member support only. */
export const RoomBookings: CollectionConfig = {
  slug: 'room-bookings',
  labels: {
    singular: { fr: 'Réservation de chambre', en: 'Room booking' },
    plural: { fr: 'Réservations de chambres', en: 'Room bookings' },
  },
  admin: {
    group: bookingsGroup,
    useAsTitle: 'reference',
    defaultColumns: ['arrival', 'departure', 'hotel', 'room', 'guestName', 'status', 'reference'],
    listSearchableFields: ['reference', 'guestName', 'email'],
    components: {
      beforeListTable: [
        '/features/bookings/cms/admin/day-links#ArrivalDayLinks',
        EXPORT_LINKS_COMPONENT,
      ],
    },
  },
  access: { read: memberSupport, create: nobody, update: memberSupport, delete: adminOnly },
  endpoints: [
    exportEndpoint(
      [
        'reference',
        'status',
        'hotel',
        'room',
        'rateName',
        'arrival',
        'departure',
        'nights',
        'guests',
        'totalCents',
        'guestName',
        'email',
        'phone',
        'note',
        'member',
        'offer',
        'locale',
        'cancelledAt',
        'cancelledBy',
        'createdAt',
      ].map((path) => ({ path })),
    ),
  ],
  defaultSort: 'arrival',
  fields: [
    referenceField,
    {
      type: 'row',
      fields: [
        {
          name: 'hotel',
          type: 'relationship',
          relationTo: 'hotels',
          required: true,
          index: true,
          label: { fr: 'Hôtel', en: 'Hotel' },
          admin: readOnly,
        },
        {
          name: 'room',
          type: 'relationship',
          relationTo: 'rooms',
          required: true,
          index: true,
          label: { fr: 'Chambre', en: 'Room' },
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        shown({
          ...dayField('arrival', { fr: 'Arrivée', en: 'Arrival' }, true),
          index: true,
        } as Field),
        shown(dayField('departure', { fr: 'Départ', en: 'Departure' }, true)),
        {
          name: 'nights',
          type: 'number',
          required: true,
          label: { fr: 'Nuits', en: 'Nights' },
          admin: readOnly,
        },
        {
          name: 'guests',
          type: 'number',
          required: true,
          label: { fr: 'Personnes', en: 'Guests' },
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rateName',
          type: 'text',
          required: true,
          label: { fr: 'Tarif', en: 'Rate' },
          admin: readOnly,
        },
        {
          name: 'offer',
          type: 'relationship',
          relationTo: 'hotel-offers',
          label: { fr: 'Offre', en: 'Offer' },
          admin: readOnly,
        },
        shown(
          centsField('totalCents', true, {
            fr: 'Total (à régler à l’hôtel)',
            en: 'Total (paid at the hotel)',
          }),
        ),
        shown({
          ...dayField('freeCancellationUntil', {
            fr: 'Annulation gratuite jusqu’au',
            en: 'Free cancellation until',
          }),
          admin: {
            components: { Field: DAY_FIELD_COMPONENT },
            description: { fr: 'Vide : non annulable', en: 'Empty: non-refundable' },
          },
        } as Field),
      ],
    },
    ...guestFields,
    statusField,
    ...cancellationFields,
  ],
  hooks: { beforeChange: [staffStatusChange('room')] },
}
