import type { CollectionConfig } from 'payload'

import { anyStaff, nobody } from '@/platform/security/staff-access'

import { bookingsGroup } from './fields'

const counterAccess = { read: anyStaff, create: nobody, update: nobody, delete: nobody }

/**
 * Covers taken per table slot, one row per restaurant, service day and time. Written only by the
 * single atomic statements of server/capacity-repository.ts (ADR 0030); hidden from the admin.
 */
export const TableSlotCounters: CollectionConfig = {
  slug: 'table-slot-counters',
  labels: {
    singular: { fr: 'Couverts d’un créneau', en: 'Slot covers' },
    plural: { fr: 'Couverts par créneau', en: 'Covers per slot' },
  },
  admin: { group: bookingsGroup, hidden: true, useAsTitle: 'key' },
  access: counterAccess,
  indexes: [{ fields: ['restaurantId', 'day'] }],
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'Clé', en: 'Key' },
    },
    {
      name: 'restaurantId',
      type: 'number',
      required: true,
      label: { fr: 'Restaurant', en: 'Restaurant' },
    },
    { name: 'day', type: 'text', required: true, label: { fr: 'Jour', en: 'Day' } },
    { name: 'slotTime', type: 'text', required: true, label: { fr: 'Heure', en: 'Time' } },
    {
      name: 'booked',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { fr: 'Couverts pris', en: 'Covers taken' },
    },
  ],
}

/** Rooms taken per room type and night; same rules as the slot counters. */
export const RoomNightCounters: CollectionConfig = {
  slug: 'room-night-counters',
  labels: {
    singular: { fr: 'Chambres d’une nuit', en: 'Night rooms' },
    plural: { fr: 'Chambres par nuit', en: 'Rooms per night' },
  },
  admin: { group: bookingsGroup, hidden: true, useAsTitle: 'key' },
  access: counterAccess,
  indexes: [{ fields: ['roomId', 'night'] }],
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'Clé', en: 'Key' },
    },
    {
      name: 'roomId',
      type: 'number',
      required: true,
      label: { fr: 'Type de chambre', en: 'Room type' },
    },
    { name: 'night', type: 'text', required: true, label: { fr: 'Nuit', en: 'Night' } },
    {
      name: 'booked',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { fr: 'Chambres prises', en: 'Rooms taken' },
    },
  ],
}
