import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { RoomBookingSection } from '@/features/bookings/ui/booking-sections'
import { isValidSlug } from '@/features/content/domain/routing-rules'
import { loadHotelPage, venuePageMetadata } from '@/features/venues/server/venue-pages'
import { HotelDetailView } from '@/features/venues/ui/venue-detail-views'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'

type Props = { params: Promise<{ locale: string; casino: string; slug: string }> }

// Cached after the first visit, expired by the venue tags when staff edit it.
export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, casino, slug } = await params
  if (!isLocale(locale) || !isValidSlug(casino) || !isValidSlug(slug)) return null
  const page = await loadHotelPage(locale, casino, slug, new Date())
  return page ? { locale, page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded ? venuePageMetadata(loaded.locale, loaded.page) : {}
}

/** /{casino}/hotel/{slug} (same words in English, under /en). */
export default async function HotelPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { locale, page } = loaded
  setRequestLocale(locale)
  return (
    <VenuePageFrame locale={locale} alternates={page.alternates} jsonLd={page.jsonLd}>
      <HotelDetailView
        locale={locale}
        hotel={page.view}
        booking={
          page.view.rooms.length > 0 ? (
            <RoomBookingSection
              locale={locale}
              hotelId={page.view.id}
              maxGuests={Math.max(...page.view.rooms.map((room) => room.capacity))}
            />
          ) : null
        }
      />
    </VenuePageFrame>
  )
}
