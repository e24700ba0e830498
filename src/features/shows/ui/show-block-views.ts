import type { ComponentType } from 'react'

import { showCalendarBlockView, type ShowCalendarMonthPath } from './blocks/show-calendar-block'
import { ShowListBlockView } from './blocks/show-list-block'

/**
 * The shows area's blocks by block type, for the content area's block registry; the calendar
 * links its other months to `calendarMonthPath` (the search page's, from the composition root).
 */
export function showBlockViews({
  calendarMonthPath,
}: {
  calendarMonthPath: ShowCalendarMonthPath
}): Record<string, ComponentType<never>> {
  return {
    showList: ShowListBlockView,
    showCalendar: showCalendarBlockView(calendarMonthPath),
  }
}
