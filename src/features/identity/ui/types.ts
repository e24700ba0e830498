import type { Locale } from '@/platform/i18n/locales'

import type { ProfileDto } from '../server/member-dto'

/**
 * What an account block gets besides its CMS data. On member pages (/account/…, rendered per
 * visit) `member` is the logged-in member loaded on the server before the first render; on cached
 * public pages it is always null and the block works without it.
 */
export type AccountBlockContext = {
  locale: Locale
  member: ProfileDto | null
  /** The URL's query on member pages (rendered per visit); empty on cached pages. */
  query?: Readonly<Record<string, string | string[] | undefined>>
}
