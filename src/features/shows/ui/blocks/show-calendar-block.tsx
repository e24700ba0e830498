import { getTranslations } from 'next-intl/server'

import { casinoSlugOf } from '@/features/venues'
import { addMonths, getParisDate, getParisDayStart } from '@/platform/domain/calendar'
import { buildMonthGrid, shiftMonth } from '@/platform/domain/month-grid'
import { formatCalendarDay, formatCalendarMonth, formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import type { ShowCalendarBlock } from '@/payload-types'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { Link } from '@/ui/primitives/link'

import { isShowCategory } from '../../domain'
import { getShowPerformances } from '../../server/queries'
import { showPath } from '../../server/show-paths'

/** Where other months of the calendar are shown (the search page's, given by the composition root). */
export type ShowCalendarMonthPath = (
  locale: Locale,
  filters: { category: string | null; month: string },
) => string

/**
 * The current month of performances (the block's casino and category). Other months and the
 * visitor's own filters are the search page's calendar view, linked from here: the page around
 * the block stays one cached document.
 */
export function showCalendarBlockView(monthPath: ShowCalendarMonthPath) {
  return function ShowCalendarBlockView(props: BlockViewProps<ShowCalendarBlock>) {
    return <ShowCalendar {...props} monthPath={monthPath} />
  }
}

async function ShowCalendar({
  block,
  context: { locale },
  monthPath,
}: BlockViewProps<ShowCalendarBlock> & { monthPath: ShowCalendarMonthPath }) {
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
  const searchHref = (month: string) => monthPath(locale, { category, month })
  const id = blockId('show-calendar', block)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-2xl text-ivory-50 capitalize">
          {formatCalendarMonth(first.year, first.month, locale)}
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
                <span className="lg:hidden">{formatCalendarDay(day.date, locale, 'short')}</span>
                <span className="hidden lg:inline">{day.day}</span>
              </time>
            </p>
            {day.events.length > 0 ? (
              <ul className="mt-1 flex flex-col gap-1">
                {day.events.map((entry) => (
                  <li key={`${entry.show.id}-${entry.performance.id}`} className="text-sm">
                    <Link
                      href={showPath(locale, entry.show.casino.slug, entry.show.slug)}
                      prefetch={false}
                      className="text-ivory-100 hover:text-gold-300 focus-visible:underline"
                    >
                      <span className="text-gold-300">
                        {formatInstant(entry.startsAt, locale, 'clock')}
                      </span>{' '}
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
