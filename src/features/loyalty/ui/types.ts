import type { ProfileDto } from '@/features/identity'
import type { Locale } from '@/platform/i18n/locales'

import type { HistoryQuery } from '../domain/history'

/**
 * What a loyalty block is given by the page: the member of the session (null on cached public
 * pages, where the blocks render nothing) and, on member pages, the URL's query.
 */
export type LoyaltyBlockContext = {
  locale: Locale
  member: ProfileDto | null
  query: HistoryQuery
}

export type LoyaltyBlockProps<T> = { block: T; context: LoyaltyBlockContext }
