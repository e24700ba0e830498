import {
  ValidationError,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type Validate,
} from 'payload'

import { inAdminLanguage, SLUG_MESSAGE } from '@/features/content/cms/admin-text'
import { richTextEditor } from '@/features/content/cms/rich-text-editor'

import {
  isCents,
  isValidLatitude,
  isValidLongitude,
  parseEuroInput,
  validateOpeningHours,
} from '../domain'
import { formatIsoDate, readCalendarDay, toStoredCalendarDay } from '@/platform/domain/calendar'
import type { OpeningHours } from '../domain'
import {
  INVALID_ENTRY_MESSAGES,
  NOT_CENTS_MESSAGE,
  REQUIRED_MESSAGE,
  toAdminLanguage,
  UNREAD_AMOUNT_PREFIX,
} from './admin/money-messages'

/** Group of every venue and programme collection in the admin sidebar. */
export const venuesGroup = { fr: 'Lieux et programme', en: 'Venues and programme' }

export type Bilingual = { fr: string; en: string }

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidVenueSlug(value: string): boolean {
  return SLUG_PATTERN.test(value)
}

export const slugField = (description?: Bilingual): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { fr: 'Segment d’URL (slug)', en: 'URL segment (slug)' },
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
    value && isValidVenueSlug(value) ? true : inAdminLanguage(req, SLUG_MESSAGE),
})

/** Admin components by import-map path (src/app/(payload)/admin/importMap.js). */
export const MONEY_FIELD_COMPONENT = '/features/venues/cms/admin/money-field#MoneyField'
export const MONEY_CELL_COMPONENT = '/features/venues/cms/admin/money-cell#MoneyCell'

/**
 * Amounts are integer cents whatever the client: the admin's field sends cents (or text it could
 * not read, see UNREAD_AMOUNT_PREFIX), and the REST API may send anything.
 */
export const validateCents: Validate<number | string | null | undefined> = (
  value,
  { required, req },
) => {
  const language = toAdminLanguage(req?.i18n?.language)
  if (value === null || value === undefined || value === '') {
    return required ? REQUIRED_MESSAGE[language] : true
  }
  if (typeof value === 'string') {
    const parsed = parseEuroInput(value.replace(UNREAD_AMOUNT_PREFIX, ''))
    return INVALID_ENTRY_MESSAGES[parsed.ok ? 'notANumber' : parsed.code][language]
  }
  if (Number.isNaN(value)) return INVALID_ENTRY_MESSAGES.notANumber[language]
  return isCents(value) ? true : NOT_CENTS_MESSAGE[language]
}

/** Draft saves skip validation: without this, a draft could store 12.5 cents or NaN. */
const keepWholeCents: FieldHook = ({ value, path, req }) => {
  if (value === null || value === undefined || isCents(value)) return value
  const language = toAdminLanguage(req.i18n?.language)
  const message =
    typeof value === 'number' && !Number.isNaN(value)
      ? NOT_CENTS_MESSAGE[language]
      : INVALID_ENTRY_MESSAGES.notANumber[language]
  throw new ValidationError({ errors: [{ message, path: path.join('.') }], req })
}

/** Stored in integer cents, entered and listed in euros (MoneyField, MoneyCell). */
export const centsField = (name: string, required = false, label?: Bilingual): Field => ({
  name,
  type: 'number',
  required,
  min: 0,
  label,
  admin: { components: { Field: MONEY_FIELD_COMPONENT, Cell: MONEY_CELL_COMPONENT } },
  hooks: { beforeChange: [keepWholeCents] },
  validate: validateCents,
})

export const positiveIntegerField = (
  name: string,
  required = false,
  min = 0,
  label?: Bilingual,
): Field => ({
  name,
  type: 'number',
  required,
  min,
  label,
  validate: (value: number | null | undefined, { req }: { req: PayloadRequest }) => {
    if (value === null || value === undefined) {
      return required ? inAdminLanguage(req, REQUIRED_MESSAGE) : true
    }
    return Number.isSafeInteger(value) && value >= min
      ? true
      : inAdminLanguage(req, { fr: `Un nombre entier ≥ ${min}`, en: `A whole number ≥ ${min}` })
  },
})

export const imagesField: Field = {
  name: 'images',
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  maxRows: 12,
  label: { fr: 'Images', en: 'Images' },
}

export const summaryField: Field = {
  name: 'summary',
  type: 'textarea',
  localized: true,
  maxLength: 400,
  label: { fr: 'Résumé', en: 'Summary' },
  admin: {
    description: {
      fr: 'Deux ou trois phrases pour les listes et la recherche',
      en: 'Two or three sentences for lists and the search',
    },
  },
}

export const descriptionField: Field = {
  name: 'description',
  type: 'richText',
  localized: true,
  editor: richTextEditor,
  label: { fr: 'Description', en: 'Description' },
}

export const addressField: Field = {
  name: 'address',
  type: 'group',
  label: { fr: 'Adresse', en: 'Address' },
  fields: [
    { name: 'street', type: 'text', required: true, label: { fr: 'Rue', en: 'Street' } },
    {
      name: 'postalCode',
      type: 'text',
      required: true,
      label: { fr: 'Code postal', en: 'Postal code' },
    },
    {
      name: 'country',
      type: 'text',
      defaultValue: 'FR',
      maxLength: 2,
      label: { fr: 'Pays', en: 'Country' },
      admin: { description: { fr: 'Code ISO à deux lettres', en: 'Two-letter ISO code' } },
    },
  ],
}

export const geoField: Field = {
  name: 'geo',
  type: 'group',
  label: { fr: 'Position', en: 'Location' },
  admin: { description: { fr: 'Coordonnées GPS (WGS84)', en: 'GPS coordinates (WGS84)' } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'lat',
          type: 'number',
          label: { fr: 'Latitude', en: 'Latitude' },
          validate: (v: number | null | undefined, { req }: { req: PayloadRequest }) =>
            v === null || v === undefined || isValidLatitude(v)
              ? true
              : inAdminLanguage(req, { fr: 'Latitude entre −90 et 90', en: 'Latitude −90…90' }),
        },
        {
          name: 'lng',
          type: 'number',
          label: { fr: 'Longitude', en: 'Longitude' },
          validate: (v: number | null | undefined, { req }: { req: PayloadRequest }) =>
            v === null || v === undefined || isValidLongitude(v)
              ? true
              : inAdminLanguage(req, {
                  fr: 'Longitude entre −180 et 180',
                  en: 'Longitude −180…180',
                }),
        },
      ],
    },
  ],
}

export const contactField: Field = {
  name: 'contact',
  type: 'group',
  label: { fr: 'Contact', en: 'Contact' },
  fields: [
    { name: 'phone', type: 'text', label: { fr: 'Téléphone', en: 'Phone' } },
    { name: 'email', type: 'email', label: { fr: 'E-mail', en: 'Email' } },
  ],
}

const timeField = (name: 'opens' | 'closes'): Field => ({
  name,
  type: 'text',
  required: true,
  label: name === 'opens' ? { fr: 'Ouvre à', en: 'Opens at' } : { fr: 'Ferme à', en: 'Closes at' },
  // Picked with a time input; 00:00 as the closing time is midnight at the end of the day.
  admin: { components: { Field: '/platform/cms/admin/time-field#TimeField' } },
})

const weekdayOptions = [
  { label: { fr: 'Lundi', en: 'Monday' }, value: '1' },
  { label: { fr: 'Mardi', en: 'Tuesday' }, value: '2' },
  { label: { fr: 'Mercredi', en: 'Wednesday' }, value: '3' },
  { label: { fr: 'Jeudi', en: 'Thursday' }, value: '4' },
  { label: { fr: 'Vendredi', en: 'Friday' }, value: '5' },
  { label: { fr: 'Samedi', en: 'Saturday' }, value: '6' },
  { label: { fr: 'Dimanche', en: 'Sunday' }, value: '7' },
]

function readDay(value: string): string {
  const day = readCalendarDay(value)
  return day ? formatIsoDate(day) : value
}

export type StoredOpeningHours = {
  weekly?: { day: string; opens: string; closes: string }[] | null
  exceptions?: { date: string; ranges?: { opens: string; closes: string }[] | null }[] | null
} | null

/**
 * The shape being saved → the domain's: weekdays are select strings, and an exception's day may
 * still be the picker's instant (it becomes 'YYYY-MM-DD' only once saved, see calendarDayField).
 */
export function toOpeningHours(stored: StoredOpeningHours | undefined): OpeningHours {
  return {
    weekly: (stored?.weekly ?? []).map((range) => ({
      day: Number(range.day) as 1 | 2 | 3 | 4 | 5 | 6 | 7,
      opens: range.opens,
      closes: range.closes,
    })),
    exceptions: (stored?.exceptions ?? []).map((exception) => ({
      date: readDay(exception.date),
      ranges: (exception.ranges ?? []).map(({ opens, closes }) => ({ opens, closes })),
    })),
  }
}

/**
 * A calendar day picked with the admin's date picker. Stored as noon UTC of the day (whatever the
 * caller sent: the picker's instant, or 'YYYY-MM-DD' from seeds and older rows), and read back as
 * 'YYYY-MM-DD', the shape the opening-hours rules and their readers have always had.
 */
const calendarDayField = (name: string, label: Bilingual): Field => ({
  name,
  type: 'date',
  required: true,
  label,
  admin: { date: { pickerAppearance: 'dayOnly' } },
  hooks: {
    beforeChange: [
      ({ value }) => {
        const day = typeof value === 'string' ? readCalendarDay(value) : null
        return day ? toStoredCalendarDay(day) : value
      },
    ],
    afterRead: [({ value }) => (typeof value === 'string' ? readDay(value) : value)],
  },
})

/** Opening hours in Paris time; checked with the domain rule so the site never shows nonsense. */
export const openingHoursField = (table: string): Field => ({
  name: 'openingHours',
  type: 'group',
  label: { fr: 'Horaires d’ouverture', en: 'Opening hours' },
  admin: {
    description: {
      fr: 'Heure de Paris. Une plage qui ferme après minuit appartient au jour d’ouverture.',
      en: 'Paris time. A range closing after midnight belongs to the day it opens.',
    },
  },
  validate: (value: unknown) => {
    const errors = validateOpeningHours(toOpeningHours(value as StoredOpeningHours))
    return errors.length === 0
      ? true
      : errors.map((error) => `${error.path}: ${error.code}`).join(', ')
  },
  fields: [
    {
      name: 'weekly',
      type: 'array',
      label: { fr: 'Semaine type', en: 'Usual week' },
      labels: {
        singular: { fr: 'Plage horaire', en: 'Time range' },
        plural: { fr: 'Plages horaires', en: 'Time ranges' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'select',
              required: true,
              options: weekdayOptions,
              label: { fr: 'Jour', en: 'Day' },
            },
            timeField('opens'),
            timeField('closes'),
          ],
        },
      ],
    },
    {
      name: 'exceptions',
      type: 'array',
      // The default table names exceed PostgreSQL's 63-character identifiers in version tables.
      dbName: `${table}_oh_exc`,
      label: { fr: 'Exceptions', en: 'Exceptions' },
      labels: {
        singular: { fr: 'Exception', en: 'Exception' },
        plural: { fr: 'Exceptions', en: 'Exceptions' },
      },
      admin: { description: { fr: 'Jours fériés, fermetures', en: 'Bank holidays, closures' } },
      fields: [
        calendarDayField('date', { fr: 'Date', en: 'Date' }),
        {
          name: 'ranges',
          type: 'array',
          dbName: `${table}_oh_exc_r`,
          label: { fr: 'Plages horaires', en: 'Time ranges' },
          labels: {
            singular: { fr: 'Plage horaire', en: 'Time range' },
            plural: { fr: 'Plages horaires', en: 'Time ranges' },
          },
          admin: { description: { fr: 'Vide : fermé', en: 'Empty: closed' } },
          fields: [{ type: 'row', fields: [timeField('opens'), timeField('closes')] }],
        },
      ],
    },
  ],
})

/**
 * Lower-case, accent-free text the search matches with LIKE (see src/platform/domain/search-text.ts). Filled by a
 * hook, per locale; hidden from editors.
 */
export const searchTextField: Field = {
  name: 'searchText',
  type: 'text',
  localized: true,
  index: true,
  admin: { hidden: true, readOnly: true },
}

/** Denormalized from the casino so the search can filter by city without a join. */
export const citySlugField: Field = {
  name: 'citySlug',
  type: 'text',
  index: true,
  admin: { hidden: true, readOnly: true },
}

export const hiddenField = (name: string, type: 'date' | 'number' | 'text'): Field =>
  ({ name, type, index: true, admin: { hidden: true, readOnly: true } }) as Field

export type { FieldHook }
