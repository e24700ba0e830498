import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { loadBookingPage } from '@/features/bookings/server/booking-page'
import { ManageBookingView, RefusedBookingView } from '@/features/bookings/ui/manage-booking-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

type Props = {
  params: Promise<{ locale: string; token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A booking's private page reads the database on every visit: never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: getTranslator(locale, 'bookings')('ui.manage.metaTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/** /reservation/{token} · /en/booking/{token}: confirmation, calendar file and cancellation. */
export default async function BookingPage({ params, searchParams }: Props) {
  const { locale, token } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, query] = await Promise.all([loadBookingPage(locale, token), searchParams])
  if (page.kind === 'refused') {
    return (
      <VenuePageFrame locale={locale} alternates={[]}>
        <RefusedBookingView locale={locale} code={page.code} message={page.message} />
      </VenuePageFrame>
    )
  }
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
