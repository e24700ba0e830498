import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MediaImage, RichText } from '@/features/content'
import type { Media } from '@/payload-types'
import { weekdayNames } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { Container } from '@/ui/primitives/container'

import type { HotelView, RestaurantView } from '../domain'
import { buttonClasses } from '@/ui/primitives/button-link'

import { CasinoAddress, getAddressLabels } from './casino-address'
import { formatEuros } from './format'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

export async function RestaurantDetailView({
  locale,
  restaurant,
  memberDiscountSlot,
  booking,
}: {
  locale: Locale
  restaurant: RestaurantView
  /**
   * The member's status discount here ('−10 % with your Black status'): a client island of the
   * loyalty area, empty in the cached HTML.
   */
  memberDiscountSlot?: ReactNode
  /** The table booking form (bookings area), placed by the route when booking is on. */
  booking?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const hero = restaurant.images[0]
  const dayName = (day: number) => weekdayNames(locale, 'long')[day - 1]
  return (
    <Container className="flex flex-col gap-10 py-10 lg:py-14">
      <header className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {restaurant.cuisine} · {'€'.repeat(restaurant.priceLevel)} · {restaurant.casino.name}
          </p>
          <h1 className="text-4xl text-ivory-50 sm:text-5xl">{restaurant.name}</h1>
          {restaurant.summary ? <p className="text-ink-200">{restaurant.summary}</p> : null}
          {restaurant.averagePriceCents ? (
            <p className="text-ivory-100">
              {t('restaurant.averagePrice', {
                price: formatEuros(restaurant.averagePriceCents, locale),
              })}
            </p>
          ) : null}
          {memberDiscountSlot}
          {restaurant.bookingEnabled && booking ? (
            <p data-booking-seam="restaurant">
              <a href="#booking" className={buttonClasses('primary')}>
                {t('restaurant.bookTable')}
              </a>
            </p>
          ) : null}
        </div>
        {hero ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-ink-900">
            <MediaImage
              media={hero as Media}
              fill
              priority
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </header>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-8">
          {restaurant.bookingEnabled ? booking : null}
          {restaurant.description ? (
            <RichText
              data={restaurant.description}
              className="prose-atout"
              resolveDocHref={() => null}
            />
          ) : null}
          {restaurant.menu || restaurant.menuPdfUrl ? (
            <section aria-labelledby="menu-title">
              <h2 id="menu-title" className="text-2xl text-ivory-50">
                {t('restaurant.menu')}
              </h2>
              {restaurant.menu ? (
                <RichText
                  data={restaurant.menu}
                  className="prose-atout mt-3"
                  resolveDocHref={() => null}
                />
              ) : null}
              {restaurant.menuPdfUrl ? (
                <a
                  href={restaurant.menuPdfUrl}
                  className="mt-3 inline-block text-gold-300 underline"
                >
                  {t('restaurant.menuPdf')}
                </a>
              ) : null}
            </section>
          ) : null}
        </div>
        <aside className="flex flex-col gap-6">
          <section
            aria-labelledby="hours-title"
            className="rounded-2xl border border-ink-800 bg-ink-900/50 p-5"
          >
            <h2 id="hours-title" className="text-xl text-ivory-50">
              {t('venue.hours')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {WEEKDAYS.map((day) => {
                const ranges = restaurant.openingHours.weekly.filter((range) => range.day === day)
                return (
                  <div key={day} className="contents">
                    <dt className="text-ink-300 first-letter:uppercase">{dayName(day)}</dt>
                    <dd className="text-ivory-100">
                      {ranges.length > 0
                        ? ranges.map((range) => `${range.opens}–${range.closes}`).join(', ')
                        : t('casino.closed')}
                    </dd>
                  </div>
                )
              })}
            </dl>
          </section>
          <CasinoAddress
            casino={restaurant.casino}
            locale={locale}
            labels={await getAddressLabels(locale)}
          />
        </aside>
      </div>
    </Container>
  )
}

export async function HotelDetailView({
  locale,
  hotel,
  booking,
}: {
  locale: Locale
  hotel: HotelView
  /** The room booking form (bookings area), placed by the route. */
  booking?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const hero = hotel.images[0]
  return (
    <Container className="flex flex-col gap-10 py-10 lg:py-14">
      <header className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {t('hotel.starsCount', { count: hotel.stars })} · {hotel.casino.name}
          </p>
          <h1 className="text-4xl text-ivory-50 sm:text-5xl">{hotel.name}</h1>
          {hotel.summary ? <p className="text-ink-200">{hotel.summary}</p> : null}
          {hotel.priceFromCents !== null ? (
            <p className="text-ivory-100">
              {t('hotel.roomFrom', { price: formatEuros(hotel.priceFromCents, locale) })}
            </p>
          ) : null}
          {booking ? (
            <p>
              <a href="#booking" className={buttonClasses('primary')}>
                {t('hotel.bookRoom')}
              </a>
            </p>
          ) : null}
        </div>
        {hero ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-ink-900">
            <MediaImage
              media={hero as Media}
              fill
              priority
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </header>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-10">
          {booking}
          {hotel.description ? (
            <RichText
              data={hotel.description}
              className="prose-atout"
              resolveDocHref={() => null}
            />
          ) : null}
          <section aria-labelledby="rooms-title" className="flex flex-col gap-4">
            <h2 id="rooms-title" className="text-2xl text-ivory-50">
              {t('hotel.rooms')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {hotel.rooms.map((room) => (
                <li key={room.id} className="rounded-xl border border-ink-800 bg-ink-900/60 p-4">
                  <h3 className="text-lg text-ivory-50">{room.name}</h3>
                  <p className="text-sm text-ink-200">
                    {[
                      t('hotel.capacity', { count: room.capacity }),
                      t('hotel.size', { size: String(room.sizeM2) }),
                      t('hotel.roomFrom', { price: formatEuros(room.priceFromCents, locale) }),
                    ].join(' · ')}
                  </p>
                  {room.description ? (
                    <p className="mt-1 text-sm text-ink-300">{room.description}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          {hotel.offers.length > 0 ? (
            <section aria-labelledby="offers-title" className="flex flex-col gap-4">
              <h2 id="offers-title" className="text-2xl text-ivory-50">
                {t('hotel.offers')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {hotel.offers.map((offer) => (
                  <li key={offer.id} className="rounded-xl border border-gold-400/40 p-4">
                    <h3 className="text-lg text-ivory-50">{offer.title}</h3>
                    {offer.summary ? <p className="text-sm text-ink-200">{offer.summary}</p> : null}
                    {offer.priceFromCents !== null ? (
                      <p className="text-sm text-gold-200">
                        {t('price.from', { price: formatEuros(offer.priceFromCents, locale) })}
                      </p>
                    ) : null}
                    {offer.validUntil ? (
                      <p className="text-sm text-ink-300">
                        {t('hotel.validUntil', {
                          date: offer.validUntil.split('-').reverse().join('/'),
                        })}
                      </p>
                    ) : null}
                    {offer.conditions ? (
                      <p className="mt-1 text-xs text-ink-300">{offer.conditions}</p>
                    ) : null}
                    {booking && offer.bookingRate ? (
                      <a
                        href={`?offer=${offer.id}#booking`}
                        className="mt-2 inline-block text-sm text-gold-300 underline"
                      >
                        {t('hotel.bookOffer')}
                        <span className="sr-only"> : {offer.title}</span>
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {hotel.experiences.length > 0 || hotel.spa ? (
            <section aria-labelledby="experiences-title" className="flex flex-col gap-3">
              <h2 id="experiences-title" className="text-2xl text-ivory-50">
                {t('hotel.experiences')}
              </h2>
              <ul className="flex flex-col gap-2">
                {hotel.spa ? (
                  <li className="text-ink-200">
                    <strong className="text-ivory-100">{hotel.spa.name ?? t('hotel.spa')}</strong>
                    {hotel.spa.description ? ` — ${hotel.spa.description}` : null}
                  </li>
                ) : null}
                {hotel.experiences.map((experience) => (
                  <li key={experience.title} className="text-ink-200">
                    <strong className="text-ivory-100">{experience.title}</strong>
                    {experience.description ? ` — ${experience.description}` : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside>
          <CasinoAddress
            casino={{
              ...hotel.casinoCard,
              name: hotel.name,
              address: hotel.address,
              geo: hotel.geo,
              phone: hotel.phone,
              email: hotel.email,
            }}
            locale={locale}
            labels={await getAddressLabels(locale)}
          />
        </aside>
      </div>
    </Container>
  )
}
