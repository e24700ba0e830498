import type { Field, PayloadRequest } from 'payload'

import { inAdminLanguage, type Bilingual } from '@/features/content/cms/admin-text'
import { parseTimeOfDay } from '@/features/venues/domain'

/** The bookings' place in the admin sidebar. */
export const bookingsGroup = { fr: 'Réservations', en: 'Bookings' }

export const WEEKDAY_OPTIONS = [
  { label: { fr: 'Lundi', en: 'Monday' }, value: '1' },
  { label: { fr: 'Mardi', en: 'Tuesday' }, value: '2' },
  { label: { fr: 'Mercredi', en: 'Wednesday' }, value: '3' },
  { label: { fr: 'Jeudi', en: 'Thursday' }, value: '4' },
  { label: { fr: 'Vendredi', en: 'Friday' }, value: '5' },
  { label: { fr: 'Samedi', en: 'Saturday' }, value: '6' },
  { label: { fr: 'Dimanche', en: 'Sunday' }, value: '7' },
]

const TIME_MESSAGE: Bilingual = {
  fr: 'Une heure au format HH:MM (00:00 à 23:59)',
  en: 'A time as HH:MM (00:00 to 23:59)',
}

/** A Paris wall time typed as 'HH:MM'. */
export const timeOfDayField = (name: string, label: Bilingual, placeholder: string): Field => ({
  name,
  type: 'text',
  required: true,
  label,
  admin: { placeholder },
  validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) => {
    const minutes = value ? parseTimeOfDay(value) : null
    return minutes !== null && minutes < 24 * 60 ? true : inAdminLanguage(req, TIME_MESSAGE)
  },
})

/** A whole number at least `min`, with a message in the admin's language. */
export const wholeNumberField = (
  name: string,
  label: Bilingual,
  {
    min = 0,
    defaultValue,
    required = true,
    description,
  }: {
    min?: number
    defaultValue?: number
    required?: boolean
    description?: Bilingual
  } = {},
): Field => ({
  name,
  type: 'number',
  required,
  min,
  defaultValue,
  label,
  admin: description ? { description } : undefined,
  validate: (value: number | null | undefined, { req }: { req: PayloadRequest }) => {
    if (value === null || value === undefined) {
      return required
        ? inAdminLanguage(req, { fr: 'Ce champ est obligatoire', en: 'Required' })
        : true
    }
    return Number.isSafeInteger(value) && value >= min
      ? true
      : inAdminLanguage(req, { fr: `Un nombre entier ≥ ${min}`, en: `A whole number ≥ ${min}` })
  },
})
