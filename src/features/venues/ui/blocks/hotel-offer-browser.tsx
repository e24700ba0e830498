'use client'

import { useSyncExternalStore, type FormEvent } from 'react'

import {
  applyHotelOfferFilters,
  HOTEL_OFFER_CATEGORIES,
  HOTEL_STARS,
  parseHotelOfferFilters,
  toHotelOfferSearchParams,
  type HotelOfferCategory,
  type HotelStars,
} from '@/features/venues/domain'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Link } from '@/ui/primitives/link'

export type HotelOfferItem = {
  id: number
  title: string
  href: string
  hotelName: string
  hotelStars: HotelStars
  categories: HotelOfferCategory[]
  validUntil: string | null
  lines: string[]
}

type Props = {
  id: string
  items: HotelOfferItem[]
  showFilters: boolean
  renderedAt: number
  strings: {
    filtersLabel: string
    stars: string
    starsOption: Record<`${HotelStars}`, string>
    categories: string
    categoryOption: Record<HotelOfferCategory, string>
    apply: string
    empty: string
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener('atout:query', onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener('atout:query', onChange)
  }
}
const loadedAt = typeof window === 'undefined' ? 0 : Date.now()
const subscribeNever = () => () => {}

/** Hotel offers with the stars / experiences-rooms-spas filters, read from and written to the URL. */
export function HotelOfferBrowser({ id, items, showFilters, renderedAt, strings }: Props) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  const now = useSyncExternalStore(
    subscribeNever,
    () => loadedAt,
    () => renderedAt,
  )
  const params = new URLSearchParams(search)
  const filters = parseHotelOfferFilters({
    stars: params.getAll('stars'),
    type: params.getAll('type'),
  }).value
  const visible = applyHotelOfferFilters(items, filters, new Date(now))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next = parseHotelOfferFilters({
      stars: data.getAll('stars').map(String),
      type: data.getAll('type').map(String),
    }).value
    const query = toHotelOfferSearchParams(next)
    window.history.pushState(
      null,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}#${id}`,
    )
    window.dispatchEvent(new Event('atout:query'))
  }

  return (
    <div className="flex flex-col gap-6">
      {showFilters ? (
        <form
          key={search}
          method="get"
          onSubmit={onSubmit}
          aria-label={strings.filtersLabel}
          className="flex flex-wrap items-end gap-6 rounded-2xl border border-ink-800 bg-ink-900/50 p-4"
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-ivory-100">{strings.stars}</legend>
            <div className="flex gap-4">
              {HOTEL_STARS.map((stars) => (
                <label key={stars} className="inline-flex min-h-11 items-center gap-2 text-ink-200">
                  <input
                    type="checkbox"
                    name="stars"
                    value={stars}
                    defaultChecked={filters.stars.includes(stars)}
                    className="size-5 accent-gold-400"
                  />
                  {strings.starsOption[`${stars}`]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-ivory-100">{strings.categories}</legend>
            <div className="flex flex-wrap gap-4">
              {HOTEL_OFFER_CATEGORIES.map((category) => (
                <label
                  key={category}
                  className="inline-flex min-h-11 items-center gap-2 text-ink-200"
                >
                  <input
                    type="checkbox"
                    name="type"
                    value={category}
                    defaultChecked={filters.categories.includes(category)}
                    className="size-5 accent-gold-400"
                  />
                  {strings.categoryOption[category]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClasses('primary')}>
            {strings.apply}
          </button>
        </form>
      ) : null}
      {visible.length === 0 ? (
        <p role="status" className="text-ink-200">
          {strings.empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 rounded-xl border border-ink-800 bg-ink-900/60 p-4 focus-within:border-gold-400"
            >
              <p className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
                {item.hotelName} · {strings.starsOption[`${item.hotelStars}`]}
              </p>
              <h3 className="text-lg text-ivory-50">
                <Link
                  href={item.href}
                  prefetch={false}
                  className="hover:text-gold-300 focus-visible:underline"
                >
                  {item.title}
                </Link>
              </h3>
              {item.lines.map((line, index) => (
                <p key={index} className="text-sm text-ink-200">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
