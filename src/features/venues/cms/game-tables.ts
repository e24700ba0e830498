import { APIError, type CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyone, contentEditors } from '@/platform/security/staff-access'

import { GAME_LABELS as gameLabels, GAMES, validateGameTable } from '../domain'
import { centsField, positiveIntegerField, venuesGroup } from './fields'
import { revalidateHooks } from '@/features/content/cms/hooks'

/** One line of a casino's table games: bets, tables and seats (public, no drafts). */
export const GameTables: CollectionConfig = {
  slug: 'game-tables',
  labels: {
    singular: { fr: 'Table de jeu', en: 'Game table' },
    plural: { fr: 'Tables de jeux', en: 'Game tables' },
  },
  admin: {
    useAsTitle: 'game',
    defaultColumns: ['casino', 'game', 'minBetCents', 'maxBetCents', 'tableCount'],
    group: venuesGroup,
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
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
      name: 'game',
      type: 'select',
      required: true,
      label: { fr: 'Jeu', en: 'Game' },
      options: GAMES.map((value) => ({ value, label: gameLabels[value] })),
    },
    {
      type: 'row',
      fields: [
        centsField('minBetCents', true, { fr: 'Mise minimum', en: 'Minimum bet' }),
        centsField('maxBetCents', true, { fr: 'Mise maximum', en: 'Maximum bet' }),
      ],
    },
    {
      type: 'row',
      fields: [
        positiveIntegerField('tableCount', true, 0, { fr: 'Tables', en: 'Tables' }),
        positiveIntegerField('positionCount', true, 0, { fr: 'Places', en: 'Seats' }),
      ],
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { fr: 'Ordre d’affichage', en: 'Display order' },
      admin: {
        position: 'sidebar',
        description: { fr: 'Les plus petits d’abord', en: 'Smallest first' },
      },
    },
  ],
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) => {
        const merged = { ...originalDoc, ...data }
        const result = validateGameTable(merged)
        if (!result.ok) {
          const codes = Object.entries(result.errors).map(([field, code]) => `${field}: ${code}`)
          throw new APIError(`Invalid game table (${codes.join(', ')})`, 400, null, true)
        }
        return data
      },
    ],
    ...revalidateHooks(() => [cacheTags.gameTables()]),
  },
}
