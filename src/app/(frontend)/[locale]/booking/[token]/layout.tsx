import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { loadBookingPage } from '@/features/bookings/server/booking-page'
import { RefusedBookingView } from '@/features/bookings/ui/manage-booking-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

type Props = {
  children: ReactNode
  params: Promise<{ locale: string; token: string }>
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: getTranslator(locale, 'bookings')('ui.manage.metaTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/**
 * A refused private link (forged, cut, or expired) must answer 404, and a page can only set its
 * status by throwing notFound(), which replaces the page with the not-found file of its segment.
 * So the explanation is drawn here, around the segment, and the page throws: the visitor sees the
 * same page as before (why the link is refused, a way home), now with status 404. The booking is
 * read once per request (loadBookingPage is cached per request).
 */
export default async function BookingLinkLayout({ children, params }: Props) {
  const { locale, token } = await params
  if (!isLocale(locale)) notFound()
  const page = await loadBookingPage(locale, token)
  if (page.kind !== 'refused') return children
  return (
    <VenuePageFrame locale={locale} alternates={[]}>
      <RefusedBookingView locale={locale} code={page.code} message={page.message} />
      {children}
    </VenuePageFrame>
  )
}
