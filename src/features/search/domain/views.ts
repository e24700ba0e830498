import type { ShowSummaryView } from '@/features/shows/domain'
import type { CasinoView, HotelSummaryView } from '@/features/venues/domain'

/** One search result; distanceKm is set when the visitor shared a position ('around me'). */
export type SearchResultItem =
  | { kind: 'casino'; casino: CasinoView; distanceKm: number | null }
  | { kind: 'show'; show: ShowSummaryView; distanceKm: number | null }
  | { kind: 'hotel'; hotel: HotelSummaryView; distanceKm: number | null }

export type SearchResults = {
  items: SearchResultItem[]
  total: number
  page: number
  pageCount: number
  counts: { casinos: number; shows: number; hotels: number }
}

export type SearchOptions = {
  cities: { value: string; label: string }[]
  categories: { value: string; label: string }[]
}

export const SEARCH_PAGE_SIZE = 20
