import { z } from 'zod'

import { parseTournamentFilters, toTournamentSearchParams, type TournamentFilters } from '../domain'

/** The query keys of the tournament list's filters: a URL with one of them is a filtered list. */
export const TOURNAMENT_FILTER_KEYS = ['buyInMin', 'buyInMax', 'dates', 'variant'] as const

type QueryValue = string | string[] | undefined

/** One filter value: the first of a repeated key, cut short; anything else is no value. */
const FilterValue = z.preprocess(
  (value: unknown) => (Array.isArray(value) ? value[0] : value),
  z.string().max(40).optional().catch(undefined),
)

export const TournamentFilterQuerySchema = z
  .object({
    buyInMin: FilterValue,
    buyInMax: FilterValue,
    dates: FilterValue,
    variant: FilterValue,
  })
  .catch({})

export type ServerTournamentFilters = {
  filters: TournamentFilters
  /** The canonical query of those filters ('' when none), as the list's client island reads it. */
  query: string
}

/**
 * The filters of a list rendered on the server from the URL's query: a value that does not parse
 * (not a number, an unknown preset or variant, min above max) is left out, never an error page.
 */
export function readServerTournamentFilters(
  query: Readonly<Record<string, QueryValue>>,
): ServerTournamentFilters {
  const values = TournamentFilterQuerySchema.parse(query)
  const known = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
  const filters = parseTournamentFilters(known).value
  return { filters, query: toTournamentSearchParams(filters) }
}

/** Whether a URL's query filters a list (one of the filter keys is there, even empty). */
export function isListFilterQuery(
  query: URLSearchParams | Readonly<Record<string, QueryValue>>,
): boolean {
  return TOURNAMENT_FILTER_KEYS.some((key) =>
    query instanceof URLSearchParams ? query.has(key) : query[key] !== undefined,
  )
}
