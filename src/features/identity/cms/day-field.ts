import type { Field, TextFieldSingleValidation } from 'payload'

import { parseIsoDate } from '@/platform/domain/calendar'

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
