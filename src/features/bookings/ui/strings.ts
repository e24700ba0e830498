import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

import { TABLE_SERVICE_KINDS, type TableServiceKind } from '../domain'

/**
 * The booking forms' texts, read on the server from `bookings.ui` in messages/*.json and handed to
 * the client islands as plain strings (raw, with their `{placeholders}` filled in the browser):
 * next-intl never ships to the browser (ADR 0016). A unit test checks every key in both languages.
 */

export const COMMON_KEYS = [
  'requiredNote',
  'errorSummaryTitle',
  'network',
  'technical',
  'loading',
  'details',
  'name',
  'email',
  'emailHint',
  'phone',
  'phoneHint',
  'phoneCountry',
  'memberAs',
  'noScript',
  'personOne',
  'personMany',
  'chooseTime',
  'chooseRate',
  'required',
] as const

export const TABLE_KEYS = [
  'date',
  'party',
  'largerGroup',
  'largerGroupNoPhone',
  'time',
  'noSlot',
  'note',
  'blackDiscount',
  'submit',
  'sending',
] as const

export const STAY_KEYS = [
  'arrival',
  'departure',
  'guests',
  'search',
  'searching',
  'calendarTitle',
  'calendarHint',
  'calendarFull',
  'calendarDay',
  'calendarDayFull',
  'roomsTitle',
  'chooseRate',
  'nightOne',
  'nightMany',
  'total',
  'perNight',
  'freeUntil',
  'nonRefundable',
  'lastRoom',
  'maxGuests',
  'noRoom',
  'payAtHotel',
  'note',
  'submit',
  'sending',
  'selected',
] as const

type Strings<K extends readonly string[]> = Record<K[number], string>

function pick<K extends readonly string[]>(locale: Locale, group: string, keys: K): Strings<K> {
  const t = getTranslator(locale, 'bookings')
  return Object.fromEntries(
    keys.map((key) => [key, String(t.raw(`ui.${group}.${key}` as never))]),
  ) as Strings<K>
}

export type CommonStrings = Strings<typeof COMMON_KEYS>
export type TableStrings = Strings<typeof TABLE_KEYS>
export type StayStrings = Strings<typeof STAY_KEYS>

export function loadTableFormStrings(locale: Locale) {
  const t = getTranslator(locale, 'bookings')
  return {
    common: pick(locale, 'common', COMMON_KEYS),
    table: pick(locale, 'table', TABLE_KEYS),
    services: Object.fromEntries(
      TABLE_SERVICE_KINDS.map((kind) => [kind, t(`services.${kind}`)]),
    ) as Record<TableServiceKind, string>,
  }
}

export function loadStayFormStrings(locale: Locale) {
  const t = getTranslator(locale, 'bookings')
  return {
    common: pick(locale, 'common', COMMON_KEYS),
    stay: pick(locale, 'stay', STAY_KEYS),
    /** The server's own message, shown before asking it: a departure on or before the arrival. */
    departureBeforeArrival: t('errors.departureBeforeArrival'),
  }
}

export type TableFormStrings = ReturnType<typeof loadTableFormStrings>
export type StayFormStrings = ReturnType<typeof loadStayFormStrings>
