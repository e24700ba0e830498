import { parseNumericId } from '@/features/content/domain/routing-rules'
import { loadTournamentCalendar } from '@/features/tournaments/server/tournament-calendar-file'
import { toCalendarResponse } from '@/features/venues/server/calendar-file'
import { isLocale } from '@/platform/i18n/locales'

type Context = { params: Promise<{ locale: string; tournamentId: string }> }

/** GET /api/calendar/{locale}/tournaments/{tournamentId}: a tournament as an .ics file. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, tournamentId } = await params
  const id = parseNumericId(tournamentId)
  if (!isLocale(locale) || id === null) return toCalendarResponse(null)
  return toCalendarResponse(await loadTournamentCalendar(locale, id, new Date()))
}
