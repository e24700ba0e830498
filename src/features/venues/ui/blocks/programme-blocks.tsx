import { getTranslations } from 'next-intl/server'

import { getLastJackpots } from '@/features/jackpots'
import {
  buildMonthGrid,
  shiftMonth,
  toSearchParams,
  DEFAULT_SEARCH_FILTERS,
} from '@/features/search/domain'
import { getShowPerformances, getShows } from '@/features/shows'
import {
  describePrice,
  SHOW_CATEGORY_LABELS,
  isShowCategory,
  type ShowSummaryView,
} from '@/features/shows/domain'
import { getTournaments } from '@/features/tournaments'
import {
  toTournament,
  TOURNAMENT_VARIANTS,
  type TournamentView,
} from '@/features/tournaments/domain'
import type { TournamentListItem } from '@/features/tournaments/ui/tournament-browser'
import { getGameTables, getRestaurants } from '@/features/venues'
import { addMonths, getParisDate, getParisDayStart } from '@/features/venues/domain'
import { venueHref } from '@/features/venues/server/venue-reads'
import type {
  GameTablesBlock,
  LastJackpotsBlock,
  RestaurantListBlock,
  ShowCalendarBlock,
  ShowListBlock,
  TournamentListBlock,
} from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { Link } from '@/ui/primitives/link'

import { formatDate, formatDateTime, formatEuros, formatMonth, formatTime } from '../format'
import { formatPriceDisplay } from '../price-text'
import { BlockFrame, VenueCardList } from './block-frame'
import { blockId, casinoSlugOf, type VenueBlockContext } from './block-context'
import { JackpotTable, TournamentBrowser } from './lazy-blocks'
import { VenueCard } from './venue-card'

type Props<T> = { block: T; context: VenueBlockContext }

function showCard(
  show: ShowSummaryView,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const price = describePrice({ fromCents: show.priceMinCents, toCents: show.priceMaxCents })
  return (
    <VenueCard
      key={show.id}
      eyebrow={`${SHOW_CATEGORY_LABELS[show.category][locale]} · ${show.casino.city}`}
      title={show.title}
      href={venueHref.show(locale, show.casino.slug, show.slug)}
      lines={[
        show.nextPerformance
          ? t('show.nextPerformance', {
              date: formatDateTime(new Date(show.nextPerformance.startsAt), locale),
            })
          : null,
        price ? formatPriceDisplay(price, locale, t) : null,
        show.casino.name,
      ]}
    />
  )
}

export async function ShowListBlockView({ block, context }: Props<ShowListBlock>) {
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const shows = await getShows(locale, {
    casinoSlug,
    category: block.category || null,
    limit: block.limit ?? 12,
  })
  return (
    <BlockFrame id={blockId('shows', block)} heading={block.heading} intro={block.intro}>
      {shows.length === 0 ? (
        <p className="text-ink-200">{t('show.listEmpty')}</p>
      ) : (
        <VenueCardList>{shows.map((show) => showCard(show, locale, t))}</VenueCardList>
      )}
    </BlockFrame>
  )
}

/**
 * The current month of performances (the block's casino and category). Other months and the
 * visitor's own filters are the search page's calendar view, linked from here: the page around
 * the block stays one cached document.
 */
export async function ShowCalendarBlockView({ block, context }: Props<ShowCalendarBlock>) {
  const { locale } = context
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'venues' }),
    getTranslations({ locale, namespace: 'search' }),
  ])
  const now = new Date()
  const today = getParisDate(now)
  const first = { year: today.year, month: today.month, day: 1 }
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const category = block.category && isShowCategory(block.category) ? block.category : null
  const entries = await getShowPerformances(locale, {
    casinoSlug,
    category,
    from: getParisDayStart(first),
    to: getParisDayStart(addMonths(first, 1)),
  })
  const grid = buildMonthGrid(
    first.year,
    first.month,
    entries.map((entry) => ({ ...entry, startsAt: new Date(entry.performance.startsAt) })),
    today,
  )
  const searchHref = (month: string) =>
    `${venueHref.search(locale)}?${toSearchParams({
      ...DEFAULT_SEARCH_FILTERS,
      type: 'shows',
      category,
      view: 'calendar',
      month,
    })}`
  const id = blockId('show-calendar', block)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-2xl text-ivory-50 capitalize">
          {formatMonth(first.year, first.month, locale)}
        </h3>
        <Link
          href={searchHref(shiftMonth(first.year, first.month, 1))}
          prefetch={false}
          className={buttonClasses('ghost', 'px-3')}
        >
          {ts('nextMonth')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ol className="grid grid-cols-1 gap-1 lg:grid-cols-7">
        {grid.weeks.flat().map((day) => (
          <li
            key={day.date}
            className={cn(
              'min-h-20 rounded-lg border border-ink-800 p-2',
              (!day.isInMonth || day.events.length === 0) && 'hidden lg:block',
              !day.isInMonth && 'border-ink-900',
              day.isToday && 'border-gold-400',
            )}
          >
            <p className="text-sm font-semibold text-ink-200">
              <time dateTime={day.date}>
                <span className="lg:hidden">
                  {formatDate(new Date(`${day.date}T12:00:00Z`), locale)}
                </span>
                <span className="hidden lg:inline">{day.day}</span>
              </time>
            </p>
            {day.events.length > 0 ? (
              <ul className="mt-1 flex flex-col gap-1">
                {day.events.map((entry) => (
                  <li key={`${entry.show.id}-${entry.performance.id}`} className="text-sm">
                    <Link
                      href={venueHref.show(locale, entry.show.casino.slug, entry.show.slug)}
                      prefetch={false}
                      className="text-ivory-100 hover:text-gold-300 focus-visible:underline"
                    >
                      <span className="text-gold-300">{formatTime(entry.startsAt, locale)}</span>{' '}
                      {entry.show.title}
                    </Link>
                    <span className="block text-xs text-ink-300">
                      {entry.show.casino.name}
                      {entry.performance.status !== 'scheduled'
                        ? ` · ${t(`showStatus.${entry.performance.status}`)}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {entries.length === 0 ? <p className="text-ink-200">{ts('noPerformances')}</p> : null}
    </BlockFrame>
  )
}

function tournamentItem(
  view: TournamentView,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): TournamentListItem {
  return {
    ...toTournament(view),
    href: venueHref.tournament(locale, view.casino.slug, view.id, view.kind),
    casinoName: view.casino.name,
    dateLabel: formatDateTime(new Date(view.startsAt), locale),
    buyInLabel: `${t('tournament.buyIn')} ${formatEuros(view.buyInCents, locale)}`,
    variantLabel: t(`variants.${view.variant}`),
    statusLabel: view.status === 'scheduled' ? null : t(`tournamentStatus.${view.status}`),
  }
}

export async function TournamentListBlockView({ block, context }: Props<TournamentListBlock>) {
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const kind = block.kind === 'all' || !block.kind ? null : block.kind
  const now = new Date()
  const tournaments = await getTournaments(locale, { casinoSlug, kind }, now)
  const id = blockId('tournaments', block)
  const presets = { all: '', next3days: '', thisMonth: '', next3months: '' }
  for (const key of Object.keys(presets) as Array<keyof typeof presets>) {
    presets[key] = t(`tournamentList.presets.${key}`)
  }
  const errorCodes = [
    'notANumber',
    'negative',
    'tooLarge',
    'minAboveMax',
    'unknownPreset',
    'unknownVariant',
  ] as const
  const errors = Object.fromEntries(
    errorCodes.map((code) => [code, t(`tournamentList.errors.${code}`)]),
  ) as Record<(typeof errorCodes)[number], string>
  const variants = TOURNAMENT_VARIANTS.filter((variant) =>
    kind === null ? true : tournaments.some((tournament) => tournament.variant === variant),
  ).map((value) => ({ value, label: t(`variants.${value}`) }))
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <TournamentBrowser
        id={id}
        items={tournaments.map((view) => tournamentItem(view, locale, t))}
        variants={variants}
        showFilters={block.showFilters !== false}
        renderedAt={now.getTime()}
        strings={{
          filtersLabel: t('tournamentList.filtersLabel'),
          buyInMin: t('tournamentList.buyInMin'),
          buyInMax: t('tournamentList.buyInMax'),
          dates: t('tournamentList.dates'),
          variant: t('tournamentList.variant'),
          anyVariant: t('tournamentList.anyVariant'),
          apply: t('tournamentList.apply'),
          reset: t('tournamentList.reset'),
          empty: t('tournamentList.empty'),
          resultCount: t.raw('tournamentList.resultCount') as string,
          presets,
          errors,
        }}
      />
    </BlockFrame>
  )
}

export async function RestaurantListBlockView({ block, context }: Props<RestaurantListBlock>) {
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const restaurants = await getRestaurants(locale, casinoSlug, block.limit ?? 12)
  return (
    <BlockFrame id={blockId('restaurants', block)} heading={block.heading} intro={block.intro}>
      <VenueCardList>
        {restaurants.map((restaurant) => (
          <VenueCard
            key={restaurant.id}
            eyebrow={`${restaurant.cuisine} · ${'€'.repeat(restaurant.priceLevel)}`}
            title={restaurant.name}
            href={venueHref.restaurant(locale, restaurant.casino.slug, restaurant.slug)}
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
      </VenueCardList>
    </BlockFrame>
  )
}

export async function GameTablesBlockView({ block, context }: Props<GameTablesBlock>) {
  const { locale } = context
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
                    {table.game}
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

export async function LastJackpotsBlockView({ block, context }: Props<LastJackpotsBlock>) {
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const jackpots = await getLastJackpots(casinoSlug, null, block.limit ?? 20)
  const id = blockId('jackpots', block)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <JackpotTable
        id={id}
        machineSearch={block.machineSearch !== false}
        rows={jackpots.map((jackpot) => ({
          id: jackpot.id,
          casino: jackpot.casino.name,
          machineNumber: jackpot.machineNumber,
          machineName: jackpot.machineName,
          amount: formatEuros(jackpot.amountCents, locale),
          wonAt: formatDateTime(new Date(jackpot.wonAt), locale),
        }))}
        strings={{
          caption: block.heading ?? t('jackpots.title'),
          machine: t('jackpots.machine'),
          machineHint: t('jackpots.machineHint'),
          casino: t('jackpots.casino'),
          amount: t('jackpots.amount'),
          wonAt: t('jackpots.wonAt'),
          empty: t('jackpots.empty'),
          noMatch: t('jackpots.noMatch'),
        }}
      />
    </BlockFrame>
  )
}
