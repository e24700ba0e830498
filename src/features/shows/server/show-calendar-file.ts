import { getCalendarSite, toCalendarFileName, type CalendarFile } from '@/features/venues'
import { buildIcsCalendar } from '@/features/venues/domain'
import type { Locale } from '@/platform/i18n/locales'

import { getPerformanceEnd, toPerformance, type ShowView } from '../domain'
import { getShowById } from './queries'
import { showPath } from './show-paths'

/** The .ics of one performance of a show read by ShowsRepository; null when it has no such one. */
export function buildPerformanceCalendar(
  show: ShowView,
  performanceId: string,
  locale: Locale,
  now: Date,
): CalendarFile | null {
  const row = show.performances.find((performance) => performance.id === performanceId)
  if (!row) return null
  const performance = toPerformance(row)
  const { origin, domain } = getCalendarSite()
  const casino = show.casino
  const body = buildIcsCalendar(
    {
      kind: 'performance',
      id: `${show.id}-${performanceId}`,
      startsAt: performance.startsAt,
      endsAt: getPerformanceEnd(performance),
      summary: `${show.title} · ${casino.name}`,
      location: `${casino.name}, ${casino.address.street}, ${casino.address.postalCode} ${casino.city}`,
      description: show.summary,
      url: `${origin}${showPath(locale, casino.slug, show.slug)}`,
      geo: casino.geo,
      status: row.status,
    },
    { domain, now },
  )
  return { filename: toCalendarFileName(show.title, performance.startsAt), body }
}

/** The .ics of one show performance; null when the show or the performance does not exist. */
export async function loadPerformanceCalendar(
  locale: Locale,
  showId: number,
  performanceId: string,
  now: Date,
): Promise<CalendarFile | null> {
  const show = await getShowById(locale, showId, now)
  return show ? buildPerformanceCalendar(show, performanceId, locale, now) : null
}
