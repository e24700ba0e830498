import type { ComponentType } from 'react'

import { ShowCalendarBlockView } from './blocks/show-calendar-block'
import { ShowListBlockView } from './blocks/show-list-block'

/** The shows area's blocks by block type, for the content area's block registry. */
export const showBlockViews: Record<string, ComponentType<never>> = {
  showList: ShowListBlockView,
  showCalendar: ShowCalendarBlockView,
}
