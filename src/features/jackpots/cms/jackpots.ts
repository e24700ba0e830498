import type { CollectionConfig, PayloadRequest } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'

import { cacheTags } from '@/platform/cache/tags'
import { anyone, contentEditors } from '@/platform/security/staff-access'
import { centsField, venuesGroup } from '@/features/venues/cms/fields'
import { revalidateHooks } from '@/features/content/cms/hooks'

/** A jackpot won on a slot machine (entered by staff or, later, by the casino systems). */
export const Jackpots: CollectionConfig = {
  slug: 'jackpots',
  labels: {
    singular: { fr: 'Jackpot', en: 'Jackpot' },
    plural: { fr: 'Jackpots', en: 'Jackpots' },
  },
  admin: {
    useAsTitle: 'machineNumber',
    defaultColumns: ['casino', 'machineNumber', 'amountCents', 'wonAt'],
    group: venuesGroup,
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: '-wonAt',
  // A casino system posting the same jackpot twice (a retry) records it once.
  indexes: [{ fields: ['sourceClient', 'externalId'], unique: true }],
  fields: [
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      index: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      name: 'machineNumber',
      type: 'text',
      required: true,
      index: true,
      label: { fr: 'Numéro de machine', en: 'Machine number' },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && /^[0-9]{1,8}$/.test(value)
          ? true
          : inAdminLanguage(req, {
              fr: 'Le numéro de machine : 1 à 8 chiffres',
              en: 'The machine number: 1 to 8 digits',
            }),
    },
    { name: 'machineName', type: 'text', label: { fr: 'Nom de la machine', en: 'Machine name' } },
    centsField('amountCents', true, { fr: 'Montant', en: 'Amount' }),
    {
      name: 'wonAt',
      type: 'date',
      required: true,
      index: true,
      label: { fr: 'Gagné le', en: 'Won at' },
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sourceClient',
          type: 'relationship',
          relationTo: 'integration-clients',
          label: { fr: 'Posté par', en: 'Posted by' },
          admin: { readOnly: true },
        },
        {
          name: 'externalId',
          type: 'text',
          label: { fr: 'Identifiant du système du casino', en: 'Casino system id' },
          admin: { readOnly: true },
        },
      ],
    },
  ],
  hooks: revalidateHooks(() => [cacheTags.jackpots()]),
}
