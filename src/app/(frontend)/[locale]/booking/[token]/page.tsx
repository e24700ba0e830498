import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { loadBookingPage } from '@/features/bookings/server/booking-page'
import { ManageBookingView } from '@/features/bookings/ui/manage-booking-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'

type Props = {
  params: Promise<{ locale: string; token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A booking's private page reads the database on every visit: never cached, never indexed.
export const dynamic = 'force-dynamic'

/** /reservation/{token} · /en/booking/{token}: confirmation, calendar file and cancellation. */
export default async function BookingPage({ params, searchParams }: Props) {
  const { locale, token } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, query] = await Promise.all([loadBookingPage(locale, token), searchParams])
  // A refused link: 404, with the explanation layout.tsx draws around this segment.
  if (page.kind === 'refused') notFound()
  return (
    <VenuePageFrame locale={locale} alternates={page.alternates}>
      <ManageBookingView
        locale={locale}
        token={token}
        view={page.view}
        justBooked={query.new === '1'}
      />
    </VenuePageFrame>
  )
}
