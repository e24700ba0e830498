import type { Config, Field, SanitizedConfig } from 'payload'

import { formatInstant, PARIS_TIME_ZONE } from '../format'

/**
 * Staff read dates as the site shows them: in Paris time (the casinos' time, whatever the
 * computer's time zone) and in the admin's language ('25 nov. 2026, 18:54' / 'Nov 25, 2026,
 * 6:54 PM'), not in Payload's single English pattern in the browser's zone.
 */
export const STAFF_TIME_ZONE = PARIS_TIME_ZONE

/** Payload's time zone setting: Paris only, so its picker shows it and offers no other. */
export const STAFF_TIME_ZONES = {
  defaultTimezone: STAFF_TIME_ZONE,
  supportedTimezones: [{ label: 'Paris', value: STAFF_TIME_ZONE }],
} satisfies NonNullable<NonNullable<Config['admin']>['timezones']>

export const PARIS_DATE_CELL = '/platform/cms/admin/paris-date-cell#ParisDateCell'
export const PARIS_DOCUMENT_DATES = '/platform/cms/admin/paris-document-dates#ParisDocumentDates'

export function formatStaffDate(value: string | Date, language: string | undefined): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return formatInstant(date, language === 'en' ? 'en' : 'fr', 'mediumDateTime')
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
 * the config) gets the Paris date cell, and every edit view its dates in Paris time; run on the
 * built config, as the collection guards.
 */
export function showStaffDatesInParisTime(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    withParisCells(collection.fields)
    // The edit view's "Last modified" and "Created" too (Payload's own pair is hidden by CSS).
    if (collection.timestamps !== false) {
      const components = (collection.admin.components ??= {})
      const edit = (components.edit ??= {})
      const before = edit.beforeDocumentControls ?? []
      if (!before.includes(PARIS_DOCUMENT_DATES)) {
        edit.beforeDocumentControls = [PARIS_DOCUMENT_DATES, ...before]
      }
    }
  }
  return config
}

const DAY_ONLY = new Set(['dayOnly', 'monthOnly', 'timeOnly'])

function withParisTimeZone(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'date') {
      if (field.admin?.hidden || DAY_ONLY.has(field.admin?.date?.pickerAppearance ?? '')) continue
      // Never required: the column's default fills it for every row, written by Payload or not.
      field.timezone = { override: ({ baseField }) => ({ ...baseField, required: false }) }
      // Typed and shown as the columns and the sidebar show dates, in the admin's language
      // ('25 nov. 2026, 18:54' / 'Nov 25, 2026, 6:54 PM'), not Payload's English-only pattern.
      const date = field.admin?.date ?? {}
      if (!('displayFormat' in date) || !date.displayFormat) {
        field.admin = { ...field.admin, date: { ...date, displayFormat: 'PPp' } }
      }
    } else if ('fields' in field && Array.isArray(field.fields)) {
      withParisTimeZone(field.fields)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) withParisTimeZone(tab.fields)
    }
  }
}

/**
 * Staff enter and read every date-and-time field in Paris time whatever their computer's zone (a
 * show at 20:30 is 20:30 in Paris, typed from anywhere): Payload's time zone option, fixed to
 * Paris, which keeps a `<field>_tz` column beside each one (default 'Europe/Paris', filled for
 * existing rows by the migration). Calendar days (dayOnly) are not instants and stay as they are.
 * Run on the collections before Payload builds the config, since it adds the zone fields then.
 */
export function enterStaffDatesInParisTime<Collection extends { fields: Field[] }>(
  collections: Collection[],
): Collection[] {
  for (const collection of collections) withParisTimeZone(collection.fields)
  return collections
}
