import {
  addDays,
  addMonths,
  type CalendarDate,
  compareDates,
  formatIsoDate,
  getDaysInMonth,
  getIsoWeekday,
  getParisDate,
  type IsoWeekday,
} from './calendar'

/**
 * The calendar view's month grid: weeks Monday to Sunday (the French convention), with the days
 * of the previous and next months that complete the first and last weeks marked as outside.
 * A month spans 4 to 6 weeks; only the weeks it touches are returned.
 */

export type MonthGridDay<T> = {
  /** 'YYYY-MM-DD' */
  date: string
  day: number
  weekday: IsoWeekday
  isInMonth: boolean
  isToday: boolean
  /** Events starting that day in Paris, earliest first. */
  events: T[]
}

export type MonthGrid<T> = {
  year: number
  month: number
  weeks: Array<Array<MonthGridDay<T>>>
}

/**
 * Builds the grid of `month` (1-12). Each event goes on the Paris day it starts; events on the
 * outside days are kept too (a caller that fetched only the month simply has none there), events
 * off the grid are dropped. `today` (a Paris day) marks isToday; without it none is marked.
 */
export function buildMonthGrid<T extends { startsAt: Date }>(
  year: number,
  month: number,
  events: readonly T[],
  today?: CalendarDate | null,
): MonthGrid<T> {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError('Invalid year')
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('Invalid month')

  const first: CalendarDate = { year, month, day: 1 }
  const last: CalendarDate = { year, month, day: getDaysInMonth(year, month) }
  const gridStart = addDays(first, 1 - getIsoWeekday(first))
  const gridEnd = addDays(last, 7 - getIsoWeekday(last))

  const byDay = new Map<string, T[]>()
  for (const event of [...events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const key = formatIsoDate(getParisDate(event.startsAt))
    byDay.set(key, [...(byDay.get(key) ?? []), event])
  }

  const weeks: Array<Array<MonthGridDay<T>>> = []
  for (let day = gridStart; compareDates(day, gridEnd) <= 0; day = addDays(day, 1)) {
    const weekday = getIsoWeekday(day)
    if (weekday === 1) weeks.push([])
    const date = formatIsoDate(day)
    weeks.at(-1)?.push({
      date,
      day: day.day,
      weekday,
      isInMonth: day.month === month,
      isToday: today ? compareDates(day, today) === 0 : false,
      events: byDay.get(date) ?? [],
    })
  }
  return { year, month, weeks }
}

/** 'YYYY-MM' of the month `offset` months away, for the calendar's previous/next links. */
export function shiftMonth(year: number, month: number, offset: number): string {
  const shifted = addMonths({ year, month, day: 1 }, offset)
  return formatIsoDate(shifted).slice(0, 7)
}
