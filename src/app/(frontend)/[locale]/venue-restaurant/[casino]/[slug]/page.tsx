import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { TableBookingSection } from '@/features/bookings/ui/booking-sections'
import { isValidSlug } from '@/features/content/domain/routing-rules'
import { RestaurantMemberDiscount } from '@/features/loyalty/ui/member-price-slot'
import { loadRestaurantPage, venuePageMetadata } from '@/features/venues/server/venue-pages'
import { RestaurantDetailView } from '@/features/venues/ui/venue-detail-views'
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
  const page = await loadRestaurantPage(locale, casino, slug)
  return page ? { locale, page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded ? venuePageMetadata(loaded.locale, loaded.page) : {}
}

/** /{casino}/restaurant/{slug} (same words in English, under /en). */
export default async function RestaurantPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { locale, page } = loaded
  setRequestLocale(locale)
  return (
    <VenuePageFrame locale={locale} alternates={page.alternates} jsonLd={page.jsonLd}>
      <RestaurantDetailView
        locale={locale}
        restaurant={page.view}
        memberDiscountSlot={<RestaurantMemberDiscount locale={locale} />}
        booking={<TableBookingSection locale={locale} restaurantId={page.view.id} />}
      />
    </VenuePageFrame>
  )
}
