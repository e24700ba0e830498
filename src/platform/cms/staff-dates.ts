import type { Field, SanitizedConfig } from 'payload'

import { localeTags } from '../i18n/locales'

/**
 * Staff read dates as the site shows them: in Paris time (the casinos' time, whatever the
 * computer's time zone) and in the admin's language ('25 nov. 2026, 18:54' / 'Nov 25, 2026,
 * 6:54 PM'), not in Payload's single English pattern in the browser's zone.
 */
export const STAFF_TIME_ZONE = 'Europe/Paris'

export const PARIS_DATE_CELL = '/platform/cms/admin/paris-date-cell#ParisDateCell'

const formats = new Map<string, Intl.DateTimeFormat>()

export function formatStaffDate(value: string | Date, language: string | undefined): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const tag = language === 'en' ? localeTags.en : localeTags.fr
  let format = formats.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: STAFF_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    formats.set(tag, format)
  }
  return format.format(date)
}

function withParisCells(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'date') {
      const admin = field.admin ?? {}
      if (!admin.components?.Cell) {
        field.admin = { ...admin, components: { ...admin.components, Cell: PARIS_DATE_CELL } }
      }
    } else if ('fields' in field && Array.isArray(field.fields)) {
      withParisCells(field.fields)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) withParisCells(tab.fields)
    }
  }
}

/**
 * Every date column of every collection (timestamps included, which Payload adds while building
 * the config) gets the Paris date cell; run on the built config, as the collection guards.
 */
export function showStaffDatesInParisTime(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) withParisCells(collection.fields)
  return config
}
