import type { GeoPoint } from '@/features/venues/domain'

export type SearchHitKind = 'casino' | 'show' | 'hotel'

/** One result as the search page shows it (list, map and calendar share it). */
export type SearchHit = {
  kind: SearchHitKind
  id: string
  title: string
  href: string
  city: string | null
  /** Casino of a show or hotel. */
  venue: string | null
  category: string | null
  summary: string | null
  geo: GeoPoint | null
  distanceKm: number | null
  priceFromCents: number | null
  /** Next performance of a show. */
  nextDate: Date | null
  stars: number | null
}

/** A performance in the calendar view. */
export type CalendarEntry = {
  id: string
  title: string
  href: string
  startsAt: Date
  venue: string | null
  status: string
}

export type SearchOption = { value: string; label: string }

/** What a search found (streamed into the page after its form). */
export type SearchOutcome = {
  hits: SearchHit[]
  total: number
  page: number
  pageCount: number
  calendar: CalendarEntry[]
}
