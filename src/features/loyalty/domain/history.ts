import {
  addDays,
  formatIsoDate,
  getParisDayStart,
  parseIsoDate,
  type CalendarDate,
} from '@/platform/domain/calendar'

import { LEDGER_KINDS, type LedgerKind } from './ledger'

/** The member's points history is read 20 entries at a time, newest first. */
export const HISTORY_PAGE_SIZE = 20
/** Beyond this a page number is a typing error (or a crafted URL): page 1 is shown instead. */
const MAX_PAGE = 100_000

/** The history's filters, as the URL carries them (a GET form: it works without JavaScript). */
export type HistoryFilters = {
  kind: LedgerKind | null
  /** First day shown, 'YYYY-MM-DD' in Paris. */
  from: string | null
  /** Last day shown (included), 'YYYY-MM-DD' in Paris. */
  to: string | null
  page: number
}

export type HistoryQuery = Readonly<Record<string, string | string[] | undefined>>

function firstValue(value: string | string[] | undefined): string {
  const single = Array.isArray(value) ? value[0] : value
  return (single ?? '').trim()
}

function readDay(value: string): CalendarDate | null {
  return value === '' ? null : parseIsoDate(value)
}

function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value)
}

/**
 * The filters of a history URL. Anything unreadable is dropped rather than refused (an unknown
 * kind, '2026-02-30', page 'x' or 0): the member sees the unfiltered list instead of an error. A
 * range typed backwards is read the right way round.
 */
export function parseHistoryFilters(query: HistoryQuery): HistoryFilters {
  const kind = firstValue(query.kind)
  let from = readDay(firstValue(query.from))
  let to = readDay(firstValue(query.to))
  if (from && to && formatIsoDate(from) > formatIsoDate(to)) [from, to] = [to, from]
  const pageText = firstValue(query.page)
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  return {
    kind: isLedgerKind(kind) ? kind : null,
    from: from ? formatIsoDate(from) : null,
    to: to ? formatIsoDate(to) : null,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The instants the filters select: from the start of `from` to the end of `to`, in Paris. */
export function toHistoryWindow(filters: Pick<HistoryFilters, 'from' | 'to'>): {
  fromMs: number | null
  untilMs: number | null
} {
  const from = filters.from ? parseIsoDate(filters.from) : null
  const to = filters.to ? parseIsoDate(filters.to) : null
  return {
    fromMs: from ? getParisDayStart(from).getTime() : null,
    untilMs: to ? getParisDayStart(addDays(to, 1)).getTime() : null,
  }
}

/** The query string of a history page with the same filters ('' for page 1 without filters). */
export function buildHistorySearch(filters: Omit<HistoryFilters, 'page'>, page: number): string {
  const params = new URLSearchParams()
  if (filters.kind) params.set('kind', filters.kind)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search === '' ? '' : `?${search}`
}

/** How many pages `total` entries fill (at least one: an empty history is one empty page). */
export function countHistoryPages(total: number): number {
  return Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
}

export function hasHistoryFilters(filters: Omit<HistoryFilters, 'page'>): boolean {
  return filters.kind !== null || filters.from !== null || filters.to !== null
}
