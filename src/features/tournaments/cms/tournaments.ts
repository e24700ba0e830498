import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'
import { centsField, positiveIntegerField, venuesGroup } from '@/features/venues/cms/fields'
import { revalidateHooks } from '@/features/venues/cms/hooks'

import {
  isPokerVariant,
  isTournamentVariant,
  STORED_TOURNAMENT_STATUSES,
  type StoredBlindLevel,
  toBlindStructure,
  TOURNAMENT_VARIANTS,
  validateBlindStructure,
} from '../domain'

const variantLabels: Record<(typeof TOURNAMENT_VARIANTS)[number], string> = {
  'texas-holdem': 'Texas Hold’em',
  omaha: 'Omaha',
  'omaha-hi-lo': 'Omaha Hi-Lo',
  'seven-card-stud': 'Seven Card Stud',
  'short-deck': 'Short Deck',
  'mixed-games': 'Mixed games',
  blackjack: 'Blackjack',
  roulette: 'Roulette',
}

type TournamentData = {
  variant?: string
  levelDurationMinutes?: number | null
  blindLevels?: StoredBlindLevel[] | null
}

/**
 * The kind follows the variant (poker pages and other tournament pages have different URLs), and
 * the blinds structure is checked by the domain rule so a detail page never shows a broken one.
 */
const deriveKindAndCheckStructure: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc as TournamentData | undefined), ...(data as TournamentData) }
  const structure = toBlindStructure(merged)
  if (structure) {
    const errors = validateBlindStructure(structure)
    if (errors.length > 0) {
      const list = errors
        .map((e) => (e.index === null ? e.code : `level ${e.index + 1}: ${e.code}`))
        .join(', ')
      throw new APIError(`Invalid blinds structure (${list})`, 400, null, true)
    }
  }
  const kind =
    merged.variant && isTournamentVariant(merged.variant) && isPokerVariant(merged.variant)
      ? 'poker'
      : 'other'
  return { ...data, kind }
}

/** A poker (or other) tournament; its numeric tournamentId is the id in URLs. */
export const Tournaments: CollectionConfig = {
  slug: 'tournaments',
  labels: {
    singular: { fr: 'Tournoi', en: 'Tournament' },
    plural: { fr: 'Tournois', en: 'Tournaments' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['tournamentId', 'name', 'casino', 'startsAt', 'buyInCents', '_status'],
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
  defaultSort: 'startsAt',
  fields: [
    {
      name: 'tournamentId',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Numéro dans l’URL : /{casino}/tournois-poker/{numéro}',
          en: 'Number in the URL: /en/{casino}/poker-tournaments/{number}',
        },
      },
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isSafeInteger(value) && value > 0
          ? true
          : 'A whole number above 0',
    },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'casino', type: 'relationship', relationTo: 'casinos', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
      ],
    },
    {
      name: 'variant',
      type: 'select',
      required: true,
      index: true,
      options: TOURNAMENT_VARIANTS.map((value) => ({ value, label: variantLabels[value] })),
    },
    {
      name: 'kind',
      type: 'select',
      index: true,
      options: ['poker', 'other'],
      admin: { readOnly: true, position: 'sidebar', description: 'Derived from the variant' },
    },
    centsField('buyInCents', true),
    { name: 'buyInDetails', type: 'text', localized: true },
    positiveIntegerField('startingChips', true, 1),
    {
      name: 'levelDurationMinutes',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 20,
    },
    {
      name: 'blindLevels',
      type: 'array',
      admin: {
        description: {
          fr: 'Niveaux et pauses, dans l’ordre. Durée vide : durée par défaut.',
          en: 'Levels and breaks in order. Empty duration: the default one.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'level',
              options: [
                { label: { fr: 'Niveau', en: 'Level' }, value: 'level' },
                { label: { fr: 'Pause', en: 'Break' }, value: 'break' },
              ],
            },
            { name: 'smallBlind', type: 'number', min: 0 },
            { name: 'bigBlind', type: 'number', min: 0 },
            { name: 'ante', type: 'number', min: 0 },
            { name: 'durationMinutes', type: 'number', min: 1 },
          ],
        },
      ],
    },
    {
      name: 'registrationOpensAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
    },
    {
      name: 'lateRegistrationEndsAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
    },
    positiveIntegerField('seats', true, 1),
    positiveIntegerField('registeredCount'),
    {
      name: 'status',
      type: 'select',
      // The drafts field `_status` already owns PostgreSQL's enum_tournaments_status.
      enumName: 'enum_tournaments_play_status',
      options: STORED_TOURNAMENT_STATUSES.map((value) => value),
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', localized: true },
  ],
  hooks: {
    beforeChange: [deriveKindAndCheckStructure],
    ...revalidateHooks(() => [cacheTags.tournaments()]),
  },
}
