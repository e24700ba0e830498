import { getTranslations } from 'next-intl/server'

import type {
  CasinoInfoBlock,
  GameTablesBlock,
  HotelListBlock,
  HotelOffersBlock,
  RestaurantListBlock,
} from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { weekdayNames } from '@/platform/format'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'
import { ItemCard, ItemCardList } from '@/ui/primitives/item-card'
import { Link } from '@/ui/primitives/link'

import {
  buildCasinoJsonLd,
  gameName,
  type CasinoListItem,
  type CasinoListing,
  serializeJsonLd,
  toPostalAddress,
  type HotelStars,
} from '../../domain'
import { casinoIdOf, casinoSlugOf } from '../../server/casino-slug'
import {
  getCasinoBySlug,
  getGameTables,
  getHotelOffers,
  getHotels,
  getRestaurants,
  readCasinoDraft,
} from '../../server/queries'
import { hotelPath, restaurantPath } from '../../server/venue-paths'
import { CasinoAddress, getAddressLabels } from '../casino-address'
import { formatEuros } from '../format'
import { HotelOfferBrowser } from './lazy-blocks'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** The group's hotels (or one casino's), each card linking to the hotel's page. */
export async function HotelListBlockView({
  block,
  context: { locale },
}: BlockViewProps<HotelListBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const hotels = await getHotels(locale, await casinoSlugOf(block.casino, locale))
  return (
    <BlockFrame id={blockId('hotels', block)} heading={block.heading} intro={block.intro}>
      <ItemCardList>
        {hotels.map((hotel) => (
          <ItemCard
            key={hotel.id}
            eyebrow={`${t('hotel.starsCount', { count: hotel.stars })} · ${hotel.casino.city}`}
            title={hotel.name}
            href={hotelPath(locale, hotel.casino.slug, hotel.slug)}
            lines={[
              hotel.summary,
              hotel.hasSpa ? t('hotel.withSpa') : null,
              hotel.priceFromCents !== null
                ? t('hotel.roomFrom', { price: formatEuros(hotel.priceFromCents, locale) })
                : null,
            ]}
          />
        ))}
      </ItemCardList>
    </BlockFrame>
  )
}

export async function HotelOffersBlockView({
  block,
  context: { locale },
}: BlockViewProps<HotelOffersBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const hotelSlug = block.hotel && typeof block.hotel === 'object' ? block.hotel.slug : null
  const now = new Date()
  const offers = await getHotelOffers(locale, { hotelSlug, limit: block.limit ?? 12 }, now)
  const id = blockId('hotel-offers', block)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <HotelOfferBrowser
        id={id}
        showFilters={block.showFilters !== false}
        renderedAt={now.getTime()}
        items={offers.map((offer) => ({
          id: offer.id,
          title: offer.title,
          // An offer with an online rate opens the hotel's booking form with it chosen.
          href: offer.bookingRate
            ? `${hotelPath(locale, offer.hotel.casino.slug, offer.hotel.slug)}?offer=${offer.id}#booking`
            : hotelPath(locale, offer.hotel.casino.slug, offer.hotel.slug),
          hotelName: offer.hotel.name,
          hotelStars: offer.hotelStars,
          categories: offer.categories,
          validUntil: offer.validUntil,
          lines: [
            offer.summary,
            offer.priceFromCents !== null
              ? t('price.from', { price: formatEuros(offer.priceFromCents, locale) })
              : null,
            offer.validUntil
              ? t('hotel.validUntil', { date: offer.validUntil.split('-').reverse().join('/') })
              : null,
            offer.bookingRate ? t('hotel.bookOffer') : null,
          ].filter((line): line is string => Boolean(line)),
        }))}
        strings={{
          filtersLabel: t('hotel.filtersLabel'),
          stars: t('hotel.stars'),
          starsOption: {
            '4': t('hotel.starsCount', { count: '4' }),
            '5': t('hotel.starsCount', { count: '5' }),
          } as Record<`${HotelStars}`, string>,
          categories: t('hotel.offerTypes'),
          categoryOption: {
            experiences: t('hotel.types.experiences'),
            rooms: t('hotel.types.rooms'),
            spas: t('hotel.types.spas'),
          },
          apply: t('tournamentList.apply'),
          empty: t('hotel.noOffers'),
        }}
      />
    </BlockFrame>
  )
}

/** The casino's block, with the page's `draft` (a preview shows the casino's latest draft). */
type CasinoInfoProps = {
  block: CasinoInfoBlock
  context: BlockViewProps<CasinoInfoBlock>['context'] & { draft?: boolean }
}

/** What other areas list on a casino's own block, given by the composition root. */
export type CasinoListings = { shows: CasinoListing; tournaments: CasinoListing }

/**
 * The casino's own block on its landing page: address, hours, contact, map link, Casino JSON-LD,
 * and what it offers (shows, restaurants, hotels, tournaments, game tables) as short lists. The
 * shows and tournaments come from their areas through `listings`.
 */
export function casinoInfoBlockView(listings: CasinoListings) {
  return function CasinoInfoBlockView(props: CasinoInfoProps) {
    return <CasinoInfo {...props} listings={listings} />
  }
}

/** The block's casino: published, or its latest draft in a preview (ADR 0006). */
async function loadBlockCasino(block: CasinoInfoBlock, locale: Locale, draft: boolean) {
  if (draft) {
    const id = casinoIdOf(block.casino)
    return id === null ? null : readCasinoDraft(locale, id)
  }
  const slug = await casinoSlugOf(block.casino, locale)
  return slug ? getCasinoBySlug(locale, slug) : null
}

async function CasinoInfo({
  block,
  context: { locale, draft = false },
  listings,
}: CasinoInfoProps & { listings: CasinoListings }) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casino = await loadBlockCasino(block, locale, draft)
  if (!casino) return null
  const sections = new Set(
    block.sections ?? ['info', 'shows', 'restaurants', 'hotels', 'tournaments', 'gameTables'],
  )
  const now = new Date()
  const [shows, restaurants, hotels, tournaments, tables] = await Promise.all([
    sections.has('shows') ? listings.shows(locale, casino.slug, now) : [],
    sections.has('restaurants') ? getRestaurants(locale, casino.slug, 12) : [],
    sections.has('hotels') ? getHotels(locale, casino.slug) : [],
    sections.has('tournaments') ? listings.tournaments(locale, casino.slug, now) : [],
    sections.has('gameTables') ? getGameTables(casino.slug) : [],
  ])
  const id = blockId('casino', block)
  const landing = casino.landingPath ? localizePath(casino.landingPath, locale) : null
  const jsonLd = buildCasinoJsonLd({
    name: casino.name,
    url: landing ? `${getEnv().SITE_URL}${landing}` : null,
    description: casino.summary,
    telephone: casino.phone,
    email: casino.email,
    address: toPostalAddress(casino),
    geo: casino.geo,
    openingHours: casino.openingHours,
  })
  const dayName = (day: number) => weekdayNames(locale, 'long')[day - 1]
  const list = (title: string, items: CasinoListItem[]) =>
    items.length > 0 ? (
      <section aria-labelledby={`${id}-${title}`} className="flex flex-col gap-3">
        <h3 id={`${id}-${title}`} className="text-2xl text-ivory-50">
          {t(`casino.${title}`)}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg border border-ink-800 p-3">
              {item.href ? (
                <Link
                  href={item.href}
                  prefetch={false}
                  className="font-semibold text-ivory-100 hover:text-gold-300 focus-visible:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span className="font-semibold text-ivory-100">{item.label}</span>
              )}
              {item.line ? <span className="block text-sm text-ink-300">{item.line}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    ) : null
  return (
    <BlockFrame id={id} heading={block.heading} intro={null}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      {sections.has('info') ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <CasinoAddress
            // The block sits on the casino's landing page: its name links nowhere.
            casino={{ ...casino, landingPath: null }}
            locale={locale}
            labels={await getAddressLabels(locale, 'contact')}
          />
          <section
            aria-labelledby={`${id}-hours`}
            className="rounded-2xl border border-ink-800 bg-ink-900/50 p-5"
          >
            <h3 id={`${id}-hours`} className="text-xl text-ivory-50">
              {t('venue.hours')}
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {WEEKDAYS.map((day) => {
                const ranges = casino.openingHours.weekly.filter((range) => range.day === day)
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
        </div>
      ) : null}
      {list('shows', shows)}
      {list(
        'restaurants',
        restaurants.map((restaurant) => ({
          key: restaurant.id,
          label: restaurant.name,
          href: restaurantPath(locale, casino.slug, restaurant.slug),
          line: restaurant.cuisine,
        })),
      )}
      {list(
        'hotels',
        hotels.map((hotel) => ({
          key: hotel.id,
          label: hotel.name,
          href: hotelPath(locale, casino.slug, hotel.slug),
          line: t('hotel.starsCount', { count: hotel.stars }),
        })),
      )}
      {list('tournaments', tournaments)}
      {list(
        'gameTables',
        tables.map((table) => ({
          key: table.id,
          label: gameName(table.game, locale),
          href: null,
          line: t('casino.tableLine', {
            min: formatEuros(table.minBetCents, locale),
            max: formatEuros(table.maxBetCents, locale),
            tables: table.tableCount,
          }),
        })),
      )}
    </BlockFrame>
  )
}

export async function RestaurantListBlockView({
  block,
  context: { locale },
}: BlockViewProps<RestaurantListBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const restaurants = await getRestaurants(locale, casinoSlug, block.limit ?? 12)
  return (
    <BlockFrame id={blockId('restaurants', block)} heading={block.heading} intro={block.intro}>
      <ItemCardList>
        {restaurants.map((restaurant) => (
          <ItemCard
            key={restaurant.id}
            eyebrow={`${restaurant.cuisine} · ${'€'.repeat(restaurant.priceLevel)}`}
            title={restaurant.name}
            href={restaurantPath(locale, restaurant.casino.slug, restaurant.slug)}
            lines={[
              restaurant.summary,
              restaurant.casino.name,
              restaurant.averagePriceCents
                ? t('restaurant.averagePrice', {
                    price: formatEuros(restaurant.averagePriceCents, locale),
                  })
                : null,
            ]}
          />
        ))}
      </ItemCardList>
    </BlockFrame>
  )
}

export async function GameTablesBlockView({
  block,
  context: { locale },
}: BlockViewProps<GameTablesBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const tables = await getGameTables(casinoSlug)
  const id = blockId('game-tables', block)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      {tables.length === 0 ? (
        <p className="text-ink-200">{t('gameTables.empty')}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-ink-800"
          role="region"
          tabIndex={0}
          aria-label={block.heading ?? t('gameTables.title')}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="bg-ink-900 text-xs tracking-widest text-ink-300 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('gameTables.game')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('gameTables.minBet')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('gameTables.maxBet')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('gameTables.tables')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('gameTables.positions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((table) => (
                <tr key={table.id} className="border-t border-ink-800 text-ivory-100">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {gameName(table.game, locale)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatEuros(table.minBetCents, locale)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatEuros(table.maxBetCents, locale)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{table.tableCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{table.positionCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BlockFrame>
  )
}
