import type { ComponentType } from 'react'

import { SeminarOffersBlockView } from './blocks/seminar-offers-block'
import { SeminarQuoteFormBlockView } from './blocks/seminar-quote-block'

/** The seminars area's blocks by block type, for the content area's block registry. */
export const seminarBlockViews: Record<string, ComponentType<never>> = {
  seminarOffers: SeminarOffersBlockView,
  seminarQuoteForm: SeminarQuoteFormBlockView,
}
