import type { CollectionConfig } from 'payload'

import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

/**
 * The devices holding a member card in Apple Wallet (ADR 0068): Apple's update web service
 * registers each device and pass, with the device's push token, and asks which passes changed.
 * `contentTag` is what the pass showed when last compared (points, status, holder) and `changedAt`
 * when it last changed. Written only by the web service; support read it.
 */
export const WalletRegistrations: CollectionConfig = {
  slug: 'wallet-registrations',
  labels: {
    singular: { fr: 'Carte dans Apple Wallet', en: 'Card in Apple Wallet' },
    plural: { fr: 'Cartes dans Apple Wallet', en: 'Cards in Apple Wallet' },
  },
  admin: {
    group: { fr: 'Fidélité', en: 'Loyalty' },
    useAsTitle: 'serial',
    defaultColumns: ['serial', 'deviceId', 'changedAt', 'updatedAt'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    {
      // The device and the pass: one registration each (unique).
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
    {
      name: 'deviceId',
      type: 'text',
      required: true,
      index: true,
      label: { fr: 'Appareil', en: 'Device' },
    },
    { name: 'pushToken', type: 'text', label: { fr: 'Jeton de notification', en: 'Push token' } },
    {
      name: 'serial',
      type: 'text',
      required: true,
      index: true,
      label: { fr: 'Numéro de carte', en: 'Card number' },
    },
    { name: 'contentTag', type: 'text', admin: { hidden: true } },
    {
      name: 'changedAt',
      type: 'date',
      required: true,
      label: { fr: 'Contenu changé le', en: 'Content changed at' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
