import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { dayField } from '@/features/identity/cms/day-field'
import { centsField } from '@/features/venues/cms/fields'
import { relationIdOf } from '@/features/venues/cms/hooks'
import { anyStaff, contentEditors } from '@/platform/security/staff-access'

import { TABLE_SERVICE_KINDS, validateRoomRules, validateTableRules } from '../domain'
import {
  toRoomRateRules,
  toTableBookingRules,
  type StoredRoomSettings,
  type StoredTableSettings,
} from '../server/settings-mappers'
import { bookingsGroup, timeOfDayField, WEEKDAY_OPTIONS, wholeNumberField } from './fields'

const serviceLabels: Record<(typeof TABLE_SERVICE_KINDS)[number], { fr: string; en: string }> = {
  breakfast: { fr: 'Petit-déjeuner', en: 'Breakfast' },
  lunch: { fr: 'Déjeuner', en: 'Lunch' },
  brunch: { fr: 'Brunch', en: 'Brunch' },
  dinner: { fr: 'Dîner', en: 'Dinner' },
  supper: { fr: 'Souper', en: 'Supper' },
}

const tableRuleMessages = {
  invalidTime: { fr: 'Heures de service invalides', en: 'Invalid service times' },
  noDay: { fr: 'Choisissez au moins un jour', en: 'Choose at least one day' },
  noCovers: { fr: 'Au moins un couvert par créneau', en: 'At least one cover per slot' },
  overlap: {
    fr: 'Deux services se chevauchent le même jour',
    en: 'Two services overlap on the same day',
  },
  invalidDate: { fr: 'Date de fermeture invalide', en: 'Invalid closed date' },
} as const

const roomRuleMessages = {
  invalidRange: {
    fr: 'La fin de la saison précède son début',
    en: 'The season ends before it starts',
  },
  overlap: { fr: 'Deux saisons se chevauchent', en: 'Two seasons overlap' },
  invalidNumber: { fr: 'Un nombre entier attendu', en: 'A whole number is expected' },
} as const

/** The restaurant's name as the settings' title in lists. */
const fillRestaurantTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const id = relationIdOf(data.restaurant ?? originalDoc?.restaurant)
  if (id === null) return data
  const restaurant = await req.payload.findByID({
    collection: 'restaurants',
    id,
    depth: 0,
    draft: true,
    req,
    select: { name: true },
  })
  return { ...data, title: restaurant?.name ?? data.title }
}

/**
 * How a restaurant takes table bookings online: services by weekday with their seatings, covers
 * per slot, the largest party, lead time, how far ahead, closed dates. Read by the booking API;
 * the restaurant page only shows the form when the restaurant has online booking on.
 */
export const TableBookingSettings: CollectionConfig = {
  slug: 'table-booking-settings',
  labels: {
    singular: { fr: 'Réglages des réservations', en: 'Table booking settings' },
    plural: { fr: 'Réglages des réservations', en: 'Table booking settings' },
  },
  admin: {
    group: bookingsGroup,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slotMinutes', 'maxPartyOnline', 'updatedAt'],
    description: {
      fr: 'Heure de Paris. Un service dont le dernier créneau précède le premier se poursuit après minuit.',
      en: 'Paris time. A service whose last seating is earlier than its first runs past midnight.',
    },
  },
  access: {
    read: anyStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Restaurant', en: 'Restaurant' },
      admin: { hidden: true },
    },
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'Restaurant', en: 'Restaurant' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'slotMinutes',
          type: 'select',
          required: true,
          defaultValue: '30',
          label: { fr: 'Créneaux toutes les', en: 'Slots every' },
          options: [
            { label: { fr: '15 minutes', en: '15 minutes' }, value: '15' },
            { label: { fr: '30 minutes', en: '30 minutes' }, value: '30' },
          ],
        },
        wholeNumberField(
          'maxPartyOnline',
          { fr: 'Table la plus grande en ligne', en: 'Largest party online' },
          { min: 1, defaultValue: 8 },
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        wholeNumberField(
          'leadTimeMinutes',
          { fr: 'Délai minimum (minutes)', en: 'Lead time (minutes)' },
          { defaultValue: 120 },
        ),
        wholeNumberField(
          'horizonDays',
          { fr: 'Réservable jusqu’à (jours)', en: 'Bookable up to (days ahead)' },
          { min: 1, defaultValue: 60 },
        ),
        wholeNumberField(
          'mealMinutes',
          { fr: 'Durée d’un repas (minutes)', en: 'Meal length (minutes)' },
          { min: 15, defaultValue: 120 },
        ),
      ],
    },
    {
      name: 'services',
      type: 'array',
      label: { fr: 'Services', en: 'Services' },
      labels: {
        singular: { fr: 'Service', en: 'Service' },
        plural: { fr: 'Services', en: 'Services' },
      },
      validate: (_value: unknown, { data, req }: { data: unknown; req: PayloadRequest }) => {
        const errors = validateTableRules(toTableBookingRules(data as StoredTableSettings))
        return errors.length === 0
          ? true
          : errors
              .map(
                (error) => `${error.path} : ${inAdminLanguage(req, tableRuleMessages[error.code])}`,
              )
              .join(' · ')
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'dinner',
              label: { fr: 'Service', en: 'Service' },
              options: TABLE_SERVICE_KINDS.map((value) => ({ value, label: serviceLabels[value] })),
            },
            timeOfDayField('firstSeating', { fr: 'Premier créneau', en: 'First seating' }, '19:00'),
            timeOfDayField('lastSeating', { fr: 'Dernier créneau', en: 'Last seating' }, '21:30'),
            wholeNumberField(
              'coversPerSlot',
              { fr: 'Couverts par créneau', en: 'Covers per slot' },
              { min: 1, defaultValue: 20 },
            ),
          ],
        },
        {
          name: 'days',
          type: 'select',
          hasMany: true,
          required: true,
          label: { fr: 'Jours', en: 'Days' },
          options: WEEKDAY_OPTIONS,
        },
      ],
    },
    {
      name: 'closedDates',
      type: 'array',
      label: { fr: 'Jours de fermeture', en: 'Closed dates' },
      labels: {
        singular: { fr: 'Jour de fermeture', en: 'Closed date' },
        plural: { fr: 'Jours de fermeture', en: 'Closed dates' },
      },
      fields: [
        dayField('date', { fr: 'Date', en: 'Date' }, true),
        {
          name: 'reason',
          type: 'text',
          label: { fr: 'Motif (interne)', en: 'Reason (internal)' },
        },
      ],
    },
  ],
  hooks: { beforeChange: [fillRestaurantTitle] },
}

/** The hotel of a room type (rooms are listed on their hotel), and a title for lists. */
const fillRoomHotel: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const roomId = relationIdOf(data.room ?? originalDoc?.room)
  if (roomId === null) return data
  const [room, hotels] = await Promise.all([
    req.payload.findByID({
      collection: 'rooms',
      id: roomId,
      depth: 0,
      req,
      locale: 'fr',
      select: { name: true },
    }),
    req.payload.find({
      collection: 'hotels',
      where: { rooms: { in: [roomId] } },
      depth: 0,
      limit: 1,
      draft: true,
      req,
      select: { name: true },
    }),
  ])
  const hotel = hotels.docs[0]
  return {
    ...data,
    hotel: hotel?.id ?? null,
    title: [hotel?.name, room?.name].filter(Boolean).join(' — '),
  }
}

/**
 * How a room type is sold online: how many rooms (the inventory of every night), the nightly price
 * (base, and by season), the minimum stay and the standard rate's free cancellation. Guests per
 * room are the room's own capacity.
 */
export const RoomBookingSettings: CollectionConfig = {
  slug: 'room-booking-settings',
  labels: {
    singular: { fr: 'Tarifs et stock d’une chambre', en: 'Room rates and inventory' },
    plural: { fr: 'Tarifs et stock des chambres', en: 'Room rates and inventory' },
  },
  admin: {
    group: bookingsGroup,
    useAsTitle: 'title',
    defaultColumns: ['title', 'roomCount', 'baseNightlyCents', 'minimumStay'],
  },
  access: {
    read: anyStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Chambre', en: 'Room' },
      admin: { hidden: true },
    },
    {
      name: 'room',
      type: 'relationship',
      relationTo: 'rooms',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'Type de chambre', en: 'Room type' },
    },
    {
      name: 'hotel',
      type: 'relationship',
      relationTo: 'hotels',
      index: true,
      label: { fr: 'Hôtel', en: 'Hotel' },
      admin: {
        readOnly: true,
        description: {
          fr: 'L’hôtel qui liste cette chambre',
          en: 'The hotel listing this room',
        },
      },
    },
    {
      type: 'row',
      fields: [
        wholeNumberField(
          'roomCount',
          { fr: 'Nombre de chambres', en: 'Number of rooms' },
          {
            defaultValue: 1,
          },
        ),
        centsField('baseNightlyCents', true, { fr: 'Prix de la nuit', en: 'Nightly rate' }),
        wholeNumberField(
          'minimumStay',
          { fr: 'Séjour minimum (nuits)', en: 'Minimum stay (nights)' },
          {
            min: 1,
            defaultValue: 1,
          },
        ),
        wholeNumberField(
          'freeCancellationDays',
          { fr: 'Annulation gratuite (jours avant)', en: 'Free cancellation (days before)' },
          {
            defaultValue: 2,
            description: {
              fr: 'Jusqu’à ce nombre de jours avant l’arrivée, minuit inclus',
              en: 'Until that many days before arrival, to midnight',
            },
          },
        ),
      ],
    },
    {
      name: 'seasons',
      type: 'array',
      label: { fr: 'Saisons', en: 'Seasons' },
      labels: {
        singular: { fr: 'Saison', en: 'Season' },
        plural: { fr: 'Saisons', en: 'Seasons' },
      },
      admin: {
        description: {
          fr: 'Prix de la nuit sur une période (première et dernière nuit incluses)',
          en: 'Nightly rate over a period (first and last night included)',
        },
      },
      validate: (_value: unknown, { data, req }: { data: unknown; req: PayloadRequest }) => {
        const errors = validateRoomRules(
          toRoomRateRules(data as StoredRoomSettings, { roomId: 0, maxGuests: 1 }),
        )
        return errors.length === 0
          ? true
          : errors
              .map(
                (error) => `${error.path} : ${inAdminLanguage(req, roomRuleMessages[error.code])}`,
              )
              .join(' · ')
      },
      fields: [
        {
          type: 'row',
          fields: [
            dayField('startDate', { fr: 'Première nuit', en: 'First night' }, true),
            dayField('endDate', { fr: 'Dernière nuit', en: 'Last night' }, true),
            centsField('nightlyCents', true, { fr: 'Prix de la nuit', en: 'Nightly rate' }),
            wholeNumberField(
              'minimumStay',
              { fr: 'Séjour minimum (nuits)', en: 'Minimum stay (nights)' },
              { min: 1, required: false },
            ),
          ],
        },
      ],
    },
  ],
  hooks: { beforeChange: [fillRoomHotel] },
}
