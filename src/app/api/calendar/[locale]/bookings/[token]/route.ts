import { answerBookingCalendar } from '@/features/bookings/server/routes'
import { isLocale } from '@/platform/i18n/locales'

type Context = { params: Promise<{ locale: string; token: string }> }

/** GET /api/calendar/{locale}/bookings/{token}: a booking as an .ics file (private link). */
export async function GET(_request: Request, { params }: Context) {
  const { locale, token } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return answerBookingCalendar(locale, token)
}
