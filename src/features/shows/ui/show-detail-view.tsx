import { CalendarPlus, Ticket } from 'lucide'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MediaImage, RichText } from '@/features/content'
import { getStatusDiscounts } from '@/features/loyalty'
import { applyDiscount, type LoyaltyStatus } from '@/features/loyalty/domain'
import { CasinoAddress, formatDateTime, formatEuros, getAddressLabels } from '@/features/venues'
import type { Media } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'
import { StatusBadge, type StatusTone } from '@/ui/primitives/status-badge'

import {
  computeShowPriceRange,
  describePrice,
  isBookable,
  SHOW_CATEGORY_LABELS,
  toPerformance,
  type PriceRange,
  type ShowStatus,
  type ShowView,
} from '../domain'
import { showCalendarFilePath } from '../server/show-paths'
import { formatPriceDisplay } from './price-text'
import { Icon } from '@/ui/primitives/icon'

type Props = {
  locale: Locale
  /** As getShow returns it: statuses already derived for `now`. */
  show: ShowView
  now: Date
  /**
   * The member's own price for a price band (the show's upcoming prices, then each performance's).
   * A cached page cannot tell who is looking, so this renders a client island (the loyalty
   * area's) that is empty in the cached HTML.
   */
  memberPriceSlot?: (price: PriceRange) => ReactNode
}

const STATUS_TONES: Record<ShowStatus, StatusTone> = {
  scheduled: 'ok',
  promotion: 'highlight',
  exclusive: 'highlight',
  full: 'warning',
  canceled: 'warning',
  postponed: 'warning',
  finished: 'muted',
}

const statusKey = (status: LoyaltyStatus) =>
  status.toLowerCase() as 'white' | 'silver' | 'gold' | 'black'

/** The show page: what, where, every performance with its status, price and calendar file. */
export async function ShowDetailView({ locale, show, now, memberPriceSlot }: Props) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const tc = await getTranslations({ locale, namespace: 'common' })
  const upcoming = show.performances.filter((performance) => performance.status !== 'finished')
  const range = computeShowPriceRange(
    upcoming.map((p) => ({ fromCents: p.priceFromCents, toCents: p.priceToCents })),
  )
  const price = describePrice(range)
  const lowest = range.fromCents ?? range.toCents
  // The loyalty rules' percentages and rounding: what each member then sees as their own price.
  const discounts = await getStatusDiscounts('shows')
  const hero = show.images[0]
  return (
    <Container className="flex flex-col gap-10 py-10 lg:py-14">
      <header className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {SHOW_CATEGORY_LABELS[show.category][locale]} · {show.casino.name}
          </p>
          <h1 className="text-4xl text-ivory-50 sm:text-5xl">{show.title}</h1>
          {show.performers.length > 0 ? (
            <p className="text-lg text-ink-200">{show.performers.join(', ')}</p>
          ) : null}
          {show.summary ? <p className="text-ink-200">{show.summary}</p> : null}
          {price ? (
            <p className="text-xl text-ivory-100">
              <span className="sr-only">{t('show.priceLabel')} </span>
              {formatPriceDisplay(price, locale, t)}
            </p>
          ) : null}
          {discounts.length > 0 && lowest !== null && lowest > 0 ? (
            <div className="rounded-xl border border-gold-400/40 p-4 text-sm text-ink-200">
              <p className="font-semibold text-gold-200">{t('show.memberDiscounts')}</p>
              <ul className="mt-1 flex flex-col gap-0.5">
                {discounts.map(({ status, percent }) => (
                  <li key={status}>
                    {t('show.discountLine', {
                      status: t(`memberStatus.${statusKey(status)}`),
                      percent: String(percent),
                      price: formatEuros(applyDiscount(lowest, percent), locale),
                    })}
                  </li>
                ))}
              </ul>
              {memberPriceSlot?.(range)}
            </div>
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
          <section aria-labelledby="performances-title" className="flex flex-col gap-4">
            <h2 id="performances-title" className="text-2xl text-ivory-50">
              {t('show.performances')}
            </h2>
            <ul className="flex flex-col gap-3" data-testid="performances">
              {show.performances.map((performance) => {
                const status = performance.status
                const startsAt = new Date(performance.startsAt)
                const bookable = isBookable(toPerformance(performance), now)
                const performancePrice = describePrice({
                  fromCents: performance.priceFromCents,
                  toCents: performance.priceToCents,
                })
                return (
                  <li
                    key={performance.id}
                    className="flex flex-col gap-3 rounded-xl border border-ink-800 bg-ink-900/60 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex flex-col gap-1">
                      <p className="font-semibold text-ivory-100 first-letter:uppercase">
                        <time dateTime={startsAt.toISOString()}>
                          {formatDateTime(startsAt, locale)}
                        </time>
                      </p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-200">
                        <StatusBadge tone={STATUS_TONES[status]}>
                          {t(`showStatus.${status}`)}
                        </StatusBadge>
                        {performancePrice ? formatPriceDisplay(performancePrice, locale, t) : null}
                      </p>
                      {performancePrice && status !== 'finished' && status !== 'canceled'
                        ? memberPriceSlot?.({
                            fromCents: performance.priceFromCents,
                            toCents: performance.priceToCents,
                          })
                        : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {bookable && show.sale.mode === 'online' && show.sale.ticketingUrl ? (
                        <a
                          href={show.sale.ticketingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={buttonClasses('primary')}
                        >
                          <Icon icon={Ticket} aria-hidden="true" className="size-4" />
                          {t('show.buyTickets')}
                          <span className="sr-only"> {tc('opensInNewTab')}</span>
                        </a>
                      ) : null}
                      {bookable && show.sale.mode === 'onSite' ? (
                        <span className="inline-flex min-h-11 items-center text-sm text-ink-200">
                          {t('show.onSiteSale')}
                        </span>
                      ) : null}
                      {status !== 'finished' && status !== 'canceled' ? (
                        <a
                          href={showCalendarFilePath(locale, show.id, performance.id)}
                          download
                          className={buttonClasses('secondary')}
                        >
                          <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />
                          {t('addToCalendar')}
                          <span className="sr-only"> {formatDateTime(startsAt, locale)}</span>
                        </a>
                      ) : null}
                    </div>
                  </li>
                )
              })}
            </ul>
          </section>
          {show.description ? (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="text-2xl text-ivory-50">
                {t('show.about')}
              </h2>
              <RichText
                data={show.description}
                className="prose-atout mt-4"
                resolveDocHref={() => null}
              />
            </section>
          ) : null}
        </div>
        <aside className="flex flex-col gap-6">
          <CasinoAddress
            casino={show.casino}
            locale={locale}
            labels={await getAddressLabels(locale)}
          />
        </aside>
      </div>
    </Container>
  )
}
