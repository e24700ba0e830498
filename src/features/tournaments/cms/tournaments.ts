import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'
import { centsField, positiveIntegerField, venuesGroup } from '@/features/venues/cms/fields'
import { revalidateHooks } from '@/features/content/cms/hooks'
import { venuePreview } from '@/features/venues/cms/preview-url'

import {
  isPokerVariant,
  isTournamentVariant,
  STORED_TOURNAMENT_STATUSES,
  type StoredBlindLevel,
  toBlindStructure,
  TOURNAMENT_VARIANTS,
  validateBlindStructure,
} from '../domain'

const variantLabels: Record<(typeof TOURNAMENT_VARIANTS)[number], { fr: string; en: string }> = {
  'texas-holdem': { fr: 'Texas Hold’em', en: 'Texas Hold’em' },
  omaha: { fr: 'Omaha', en: 'Omaha' },
  'omaha-hi-lo': { fr: 'Omaha Hi-Lo', en: 'Omaha Hi-Lo' },
  'seven-card-stud': { fr: 'Stud à sept cartes', en: 'Seven Card Stud' },
  'short-deck': { fr: 'Short Deck', en: 'Short Deck' },
  'mixed-games': { fr: 'Jeux mixtes', en: 'Mixed games' },
  blackjack: { fr: 'Black jack', en: 'Blackjack' },
  roulette: { fr: 'Roulette', en: 'Roulette' },
}

const statusLabels: Record<
  (typeof STORED_TOURNAMENT_STATUSES)[number],
  { fr: string; en: string }
> = {
  scheduled: { fr: 'Programmé', en: 'Scheduled' },
  canceled: { fr: 'Annulé', en: 'Canceled' },
  postponed: { fr: 'Reporté', en: 'Postponed' },
  full: { fr: 'Complet', en: 'Full' },
  finished: { fr: 'Terminé', en: 'Finished' },
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
    preview: venuePreview('tournaments'),
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
      label: { fr: 'Numéro du tournoi', en: 'Tournament number' },
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Numéro dans l’URL : /{casino}/tournois-poker/{numéro}',
          en: 'Number in the URL: /en/{casino}/poker-tournaments/{number}',
        },
      },
      validate: (value: number | null | undefined, { req }: { req: PayloadRequest }) =>
        typeof value === 'number' && Number.isSafeInteger(value) && value > 0
          ? true
          : inAdminLanguage(req, {
              fr: 'Un nombre entier supérieur à 0',
              en: 'A whole number above 0',
            }),
    },
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Nom', en: 'Name' },
    },
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      index: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          label: { fr: 'Début', en: 'Starts at' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          label: { fr: 'Fin', en: 'Ends at' },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
      ],
    },
    {
      name: 'variant',
      type: 'select',
      required: true,
      index: true,
      label: { fr: 'Variante', en: 'Variant' },
      options: TOURNAMENT_VARIANTS.map((value) => ({ value, label: variantLabels[value] })),
    },
    {
      name: 'kind',
      type: 'select',
      index: true,
      label: { fr: 'Type', en: 'Kind' },
      options: [
        { label: { fr: 'Poker', en: 'Poker' }, value: 'poker' },
        { label: { fr: 'Autre', en: 'Other' }, value: 'other' },
      ],
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { fr: 'Déduit de la variante', en: 'Derived from the variant' },
      },
    },
    centsField('buyInCents', true, { fr: 'Buy-in', en: 'Buy-in' }),
    {
      name: 'buyInDetails',
      type: 'text',
      localized: true,
      label: { fr: 'Détail du buy-in', en: 'Buy-in details' },
      admin: { description: { fr: 'ex. 90 € + 10 €', en: 'e.g. €90 + €10' } },
    },
    positiveIntegerField('startingChips', true, 1, { fr: 'Tapis de départ', en: 'Starting chips' }),
    {
      name: 'levelDurationMinutes',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 20,
      label: { fr: 'Durée des niveaux (minutes)', en: 'Level duration (minutes)' },
    },
    {
      name: 'blindLevels',
      type: 'array',
      label: { fr: 'Structure des blindes', en: 'Blinds structure' },
      labels: {
        singular: { fr: 'Niveau', en: 'Level' },
        plural: { fr: 'Niveaux', en: 'Levels' },
      },
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
              label: { fr: 'Type', en: 'Kind' },
              options: [
                { label: { fr: 'Niveau', en: 'Level' }, value: 'level' },
                { label: { fr: 'Pause', en: 'Break' }, value: 'break' },
              ],
            },
            {
              name: 'smallBlind',
              type: 'number',
              min: 0,
              label: { fr: 'Petite blinde', en: 'Small blind' },
            },
            {
              name: 'bigBlind',
              type: 'number',
              min: 0,
              label: { fr: 'Grosse blinde', en: 'Big blind' },
            },
            { name: 'ante', type: 'number', min: 0, label: { fr: 'Ante', en: 'Ante' } },
            {
              name: 'durationMinutes',
              type: 'number',
              min: 1,
              label: { fr: 'Durée (minutes)', en: 'Duration (minutes)' },
            },
          ],
        },
      ],
    },
    {
      name: 'registrationOpensAt',
      type: 'date',
      label: { fr: 'Ouverture des inscriptions', en: 'Registration opens at' },
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
    },
    {
      name: 'lateRegistrationEndsAt',
      type: 'date',
      label: { fr: 'Fin des inscriptions tardives', en: 'Late registration ends at' },
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
    },
    positiveIntegerField('seats', true, 1, { fr: 'Places', en: 'Seats' }),
    positiveIntegerField('registeredCount', false, 0, { fr: 'Inscrits', en: 'Registered' }),
    {
      name: 'status',
      type: 'select',
      // The drafts field `_status` already owns PostgreSQL's enum_tournaments_status.
      enumName: 'enum_tournaments_play_status',
      label: { fr: 'État du tournoi', en: 'Tournament state' },
      options: STORED_TOURNAMENT_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Vide : programmé',
          en: 'Empty: scheduled',
        },
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { fr: 'Description', en: 'Description' },
    },
  ],
  hooks: {
    beforeChange: [deriveKindAndCheckStructure],
    ...revalidateHooks(() => [cacheTags.tournaments()]),
  },
}
