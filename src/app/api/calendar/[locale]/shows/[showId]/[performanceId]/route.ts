import { parseNumericId } from '@/features/content/domain/routing-rules'
import { loadPerformanceCalendar } from '@/features/shows/server/show-calendar-file'
import { toCalendarResponse } from '@/features/venues/server/calendar-file'
import { isLocale } from '@/platform/i18n/locales'

type Context = { params: Promise<{ locale: string; showId: string; performanceId: string }> }

/** GET /api/calendar/{locale}/shows/{showId}/{performanceId}: one performance as an .ics file. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, showId, performanceId } = await params
  const id = parseNumericId(showId)
  if (!isLocale(locale) || id === null || !/^[A-Za-z0-9_-]{1,64}$/.test(performanceId)) {
    return toCalendarResponse(null)
  }
  return toCalendarResponse(await loadPerformanceCalendar(locale, id, performanceId, new Date()))
}
