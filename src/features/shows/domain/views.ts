import type { CasinoCardView, MediaView, RichTextValue } from '@/features/venues/domain'

import type { ShowCategory } from './show-categories'
import {
  deriveShowStatus,
  type Performance,
  type ShowStatus,
  type StoredShowStatus,
} from './show-status'

/** Read models of shows; instants are ISO strings (they go through Next's data cache). */
export type PerformanceView = {
  id: string
  startsAt: string
  endsAt: string | null
  priceFromCents: number | null
  priceToCents: number | null
  /** As set by staff. */
  storedStatus: StoredShowStatus | null
  /** What to display, derived at read time ('finished' once started). */
  status: ShowStatus
}

export type ShowSummaryView = {
  id: number
  slug: string
  title: string
  category: ShowCategory
  casino: CasinoCardView
  summary: string | null
  image: MediaView | null
  priceMinCents: number | null
  priceMaxCents: number | null
  performances: PerformanceView[]
  /** The earliest performance still ahead and not finished; null when all are past. */
  nextPerformance: PerformanceView | null
  updatedAt: string
}

export type ShowView = ShowSummaryView & {
  description: RichTextValue
  images: MediaView[]
  performers: string[]
  sale: { mode: 'online' | 'onSite'; ticketingUrl: string | null }
}

/** One performance in the calendar, with the show it belongs to. */
export type ShowCalendarEntry = {
  show: Pick<ShowSummaryView, 'id' | 'slug' | 'title' | 'category' | 'image'> & {
    casino: { id: number; slug: string; name: string; city: string }
  }
  performance: PerformanceView
}

/**
 * Recomputes the displayed statuses and the next performance for `now`: cached read models keep
 * what staff stored, and 'finished' must follow the clock, not the cache's age.
 */
export function refreshShowStatuses<
  T extends Pick<ShowSummaryView, 'performances' | 'nextPerformance'>,
>(show: T, now: Date): T {
  const performances = show.performances.map((performance) => ({
    ...performance,
    status: deriveShowStatus(toPerformance(performance), now),
  }))
  const nextPerformance =
    performances.find(
      (performance) =>
        Date.parse(performance.startsAt) > now.getTime() && performance.status !== 'finished',
    ) ?? null
  return { ...show, performances, nextPerformance }
}

/** The domain object the rules (status, booking, end time) take, from its read model. */
export function toPerformance(
  view: Pick<PerformanceView, 'startsAt' | 'endsAt' | 'storedStatus'>,
): Performance {
  return {
    startsAt: new Date(view.startsAt),
    endsAt: view.endsAt ? new Date(view.endsAt) : null,
    status: view.storedStatus,
  }
}
