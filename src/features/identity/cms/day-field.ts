import type { Field, TextFieldSingleValidation } from 'payload'

import { parseIsoDate, parseMonthDay } from '@/platform/domain/calendar'

export const DAY_FIELD_COMPONENT = '/features/identity/cms/admin/day-field#DayField'

const validateDay: TextFieldSingleValidation = (value, { req, required }) => {
  if (value === null || value === undefined || value === '') {
    return required ? (req.i18n?.language === 'fr' ? 'Ce champ est obligatoire' : 'Required') : true
  }
  if (parseIsoDate(value.trim())) return true
  return req.i18n?.language === 'fr' ? 'Une date valide (AAAA-MM-JJ)' : 'A valid date (YYYY-MM-DD)'
}

/** A calendar day stored as 'YYYY-MM-DD' text and picked with a date picker in the admin. */
export function dayField(name: string, label: { fr: string; en: string }, required = false): Field {
  return {
    name,
    type: 'text',
    label,
    required,
    validate: validateDay,
    admin: { components: { Field: DAY_FIELD_COMPONENT } },
  }
}

export const MONTH_DAY_FIELD_COMPONENT = '/platform/cms/admin/month-day-field#MonthDayField'

/** A day of the year ('MM-DD', a lucky date), or nothing. */
export const validateMonthDay: TextFieldSingleValidation = (value, { req }) => {
  if (value === null || value === undefined || value === '') return true
  if (parseMonthDay(value.trim())) return true
  return req.i18n?.language === 'fr'
    ? 'Un jour de l’année : jour et mois'
    : 'A day of the year: day and month'
}
