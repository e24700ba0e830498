import { getTranslations } from 'next-intl/server'

import { formatEuros } from '@/features/venues'
import { getParisDate } from '@/platform/domain/calendar'
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatInstant,
  formatKilometres,
  weekdayNames,
} from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { Link } from '@/ui/primitives/link'

import {
  buildMonthGrid,
  resolveCalendarMonth,
  shiftMonth,
  toSearchParams,
  type SearchFilters,
  type SearchView,
  type CalendarEntry,
  type SearchHit,
} from '../domain'

export function hrefWith(
  path: string,
  filters: SearchFilters,
  patch: Partial<SearchFilters>,
): string {
  const query = toSearchParams({ ...filters, page: 1, ...patch })
  return query ? `${path}?${query}` : path
}

export function ViewTabs({
  path,
  filters,
  labels,
  label,
}: {
  path: string
  filters: SearchFilters
  labels: Record<SearchView, string>
  label: string
}) {
  const views: SearchView[] = ['list', 'calendar', 'map']
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 rounded-full border border-ink-700 p-1">
        {views.map((view) => {
          const current = filters.view === view
          return (
            <li key={view} className="flex-1">
              <Link
                href={hrefWith(path, filters, {
                  view,
                  month: view === 'calendar' ? filters.month : null,
                })}
                aria-current={current ? 'page' : undefined}
                prefetch={false}
                className={cn(
                  'flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold',
                  current ? 'bg-gold-400 text-ink-950' : 'text-ivory-100 hover:text-gold-300',
                )}
              >
                {labels[view]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function HitCard({
  hit,
  locale,
  t,
}: {
  hit: SearchHit
  locale: Locale
  t: Awaited<ReturnType<typeof getTranslations>>
}) {
  const facts = [
    hit.venue,
    hit.city,
    hit.category,
    hit.stars ? t('stars', { count: hit.stars }) : null,
    hit.nextDate
      ? t('nextDate', { date: formatInstant(hit.nextDate, locale, 'weekdayDay') })
      : null,
    hit.priceFromCents !== null
      ? t('priceFrom', { price: formatEuros(hit.priceFromCents, locale) })
      : null,
    hit.distanceKm !== null
      ? t('distance', { distance: formatKilometres(hit.distanceKm, locale) })
      : null,
  ].filter((fact): fact is string => Boolean(fact))
  return (
    <li className="rounded-xl border border-ink-800 bg-ink-900/60 p-4 transition-colors focus-within:border-gold-400 hover:border-ink-600">
      <p className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
        {t(`kinds.${hit.kind}`)}
      </p>
      <h3 className="mt-1 text-xl text-ivory-50">
        <Link
          href={hit.href}
          prefetch={false}
          className="hover:text-gold-300 focus-visible:underline"
        >
          {hit.title}
        </Link>
      </h3>
      {facts.length > 0 ? <p className="mt-1 text-sm text-ink-200">{facts.join(' · ')}</p> : null}
      {hit.summary ? <p className="mt-2 line-clamp-3 text-sm text-ink-300">{hit.summary}</p> : null}
    </li>
  )
}

export function CalendarView({
  entries,
  filters,
  path,
  locale,
  now,
  t,
}: {
  entries: CalendarEntry[]
  filters: SearchFilters
  path: string
  locale: Locale
  now: Date
  t: Awaited<ReturnType<typeof getTranslations>>
}) {
  const { year, month } = resolveCalendarMonth(filters, now)
  const grid = buildMonthGrid(year, month, entries, getParisDate(now))
  const weekdays = weekdayNames(locale, 'short')
  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-4">
      {/* The month comes first; on a phone it takes its own line above the two buttons. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="calendar-title"
          className="w-full text-2xl text-ivory-50 capitalize sm:order-2 sm:w-auto"
        >
          {formatCalendarMonth(year, month, locale)}
        </h2>
        <Link
          href={hrefWith(path, filters, { view: 'calendar', month: shiftMonth(year, month, -1) })}
          prefetch={false}
          className={buttonClasses('ghost', 'px-3 sm:order-1')}
        >
          <span aria-hidden="true">←</span> {t('previousMonth')}
        </Link>
        <Link
          href={hrefWith(path, filters, { view: 'calendar', month: shiftMonth(year, month, 1) })}
          prefetch={false}
          className={buttonClasses('ghost', 'px-3 sm:order-3')}
        >
          {t('nextMonth')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div
        aria-hidden="true"
        className="hidden grid-cols-7 gap-1 text-center text-xs text-ink-300 uppercase lg:grid"
      >
        {weekdays.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <ol className="grid grid-cols-1 gap-1 lg:grid-cols-7">
        {grid.weeks.flat().map((day) => (
          <li
            key={day.date}
            className={cn(
              'min-h-24 rounded-lg border border-ink-800 p-2',
              !day.isInMonth && 'hidden border-ink-900 lg:block',
              day.isInMonth && day.events.length === 0 && 'hidden lg:block',
              day.isToday && 'border-gold-400',
            )}
          >
            <h3 className="text-sm font-semibold text-ink-200">
              <time dateTime={day.date}>
                <span className="lg:hidden">{formatCalendarDay(day.date, locale, 'short')}</span>
                <span className="hidden lg:inline">{day.day}</span>
              </time>
            </h3>
            {day.events.length > 0 ? (
              <ul className="mt-1 flex flex-col gap-1">
                {day.events.map((entry) => (
                  <li key={entry.id} className="text-sm">
                    <Link
                      href={entry.href}
                      prefetch={false}
                      className="text-ivory-100 hover:text-gold-300 focus-visible:underline"
                    >
                      <span className="text-gold-300">
                        {formatInstant(entry.startsAt, locale, 'clock')}
                      </span>{' '}
                      {entry.title}
                    </Link>
                    {entry.venue ? (
                      <span className="block text-xs text-ink-300">{entry.venue}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {entries.length === 0 ? <p className="text-ink-200">{t('noPerformances')}</p> : null}
    </section>
  )
}
