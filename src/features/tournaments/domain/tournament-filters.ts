import {
  buildParseResult,
  buildQueryString,
  type FieldErrors,
  formatCentsForQuery,
  type ParseResult,
  parseEurosToCents,
  type QueryValues,
  readQueryValue,
} from '@/features/venues/domain'
import { addDays, addMonths, getParisDate, getParisDayStart } from '@/platform/domain/calendar'

import {
  deriveTournamentStatus,
  isTournamentVariant,
  type Tournament,
  type TournamentVariant,
} from './tournament'

export const DATE_RANGE_PRESETS = ['all', 'next3days', 'thisMonth', 'next3months'] as const
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number]

/** Half-open: from inclusive, to exclusive; null is unbounded. */
export type DateRange = { from: Date | null; to: Date | null }

export type TournamentFilters = {
  /** Inclusive bounds in cents; min may equal max (one exact buy-in). */
  buyInMinCents: number | null
  buyInMaxCents: number | null
  dates: DateRangePreset
  variant: TournamentVariant | null
}

/** URL keys; the form's field names are the same, so an error lands on its input. */
export type TournamentFilterField = 'buyInMin' | 'buyInMax' | 'dates' | 'variant'

/** 'minAboveMax' is shown as 'Min value must be inferior to max' (spec §5). */
export type TournamentFilterErrorCode =
  'notANumber' | 'negative' | 'tooLarge' | 'minAboveMax' | 'unknownPreset' | 'unknownVariant'

export const DEFAULT_TOURNAMENT_FILTERS: TournamentFilters = {
  buyInMinCents: null,
  buyInMaxCents: null,
  dates: 'all',
  variant: null,
}

function isDateRangePreset(value: unknown): value is DateRangePreset {
  return DATE_RANGE_PRESETS.some((preset) => preset === value)
}

/**
 * The range of a preset, on Paris calendar days, half-open [from, to):
 * - all: unbounded;
 * - next3days: today, tomorrow and the day after (from today's midnight);
 * - thisMonth: the whole current month, from the 1st (days already past included);
 * - next3months: from today's midnight to the same day three months later, excluded
 *   (clamped to the month's last day: 30 Nov → 28/29 Feb).
 * Starting at today's midnight keeps tournaments that began earlier today, which may still take
 * late registrations; the list drops finished ones separately.
 */
export function resolveDateRange(preset: DateRangePreset, now: Date): DateRange {
  const today = getParisDate(now)
  switch (preset) {
    case 'all':
      return { from: null, to: null }
    case 'next3days':
      return { from: getParisDayStart(today), to: getParisDayStart(addDays(today, 3)) }
    case 'thisMonth': {
      const first = { ...today, day: 1 }
      return { from: getParisDayStart(first), to: getParisDayStart(addMonths(first, 1)) }
    }
    case 'next3months':
      return { from: getParisDayStart(today), to: getParisDayStart(addMonths(today, 3)) }
  }
}

/**
 * Reads `?buyInMin=50&buyInMax=200&dates=thisMonth&variant=texas-holdem`. Buy-ins are euros as
 * typed ('50', '12,50'), stored as cents. Blank fields are absent; for a repeated key the first
 * value counts; unknown keys are ignored. A wrong field falls back to its default in `value`.
 */
export function parseTournamentFilters(
  query: QueryValues,
): ParseResult<TournamentFilters, TournamentFilterField, TournamentFilterErrorCode> {
  const errors: FieldErrors<TournamentFilterField, TournamentFilterErrorCode> = {}
  const readAmount = (field: 'buyInMin' | 'buyInMax'): number | null => {
    const raw = readQueryValue(query, field)
    if (raw === null) return null
    const parsed = parseEurosToCents(raw)
    if (parsed.ok) return parsed.cents
    errors[field] = parsed.code
    return null
  }
  let buyInMinCents = readAmount('buyInMin')
  let buyInMaxCents = readAmount('buyInMax')
  if (buyInMinCents !== null && buyInMaxCents !== null && buyInMinCents > buyInMaxCents) {
    errors.buyInMin = 'minAboveMax'
    buyInMinCents = null
    buyInMaxCents = null
  }

  const rawDates = readQueryValue(query, 'dates')
  let dates: DateRangePreset = 'all'
  if (rawDates !== null) {
    if (isDateRangePreset(rawDates)) dates = rawDates
    else errors.dates = 'unknownPreset'
  }

  const rawVariant = readQueryValue(query, 'variant')
  let variant: TournamentVariant | null = null
  if (rawVariant !== null) {
    if (isTournamentVariant(rawVariant)) variant = rawVariant
    else errors.variant = 'unknownVariant'
  }

  return buildParseResult({ buyInMinCents, buyInMaxCents, dates, variant }, errors)
}

/** Canonical query string (fixed key order, defaults left out), for links and redirects. */
export function toTournamentSearchParams(filters: TournamentFilters): string {
  const pairs: Array<[string, string]> = []
  if (filters.buyInMinCents !== null) {
    pairs.push(['buyInMin', formatCentsForQuery(filters.buyInMinCents)])
  }
  if (filters.buyInMaxCents !== null) {
    pairs.push(['buyInMax', formatCentsForQuery(filters.buyInMaxCents)])
  }
  if (filters.dates !== 'all') pairs.push(['dates', filters.dates])
  if (filters.variant !== null) pairs.push(['variant', filters.variant])
  return buildQueryString(pairs)
}

/**
 * The tournament list: not finished (canceled, postponed and full ones stay, with their status),
 * starting inside the preset's range, buy-in within the inclusive bounds, of the chosen variant;
 * soonest first, then by id so equal starts keep a stable order.
 */
export function filterTournaments<T extends Tournament>(
  list: readonly T[],
  filters: TournamentFilters,
  now: Date,
): T[] {
  const range = resolveDateRange(filters.dates, now)
  return list
    .filter((tournament) => {
      if (deriveTournamentStatus(tournament, now) === 'finished') return false
      const start = tournament.startsAt.getTime()
      if (range.from && start < range.from.getTime()) return false
      if (range.to && start >= range.to.getTime()) return false
      if (filters.buyInMinCents !== null && tournament.buyInCents < filters.buyInMinCents) {
        return false
      }
      if (filters.buyInMaxCents !== null && tournament.buyInCents > filters.buyInMaxCents) {
        return false
      }
      return filters.variant === null || tournament.variant === filters.variant
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
}
