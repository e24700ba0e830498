import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

import type { TournamentKind } from '../domain'

/**
 * Public path of a tournament page in a locale: poker tournaments under /tournois-poker
 * (/en/…/poker-tournaments), the others under /tournois (/en/…/tournaments).
 */
export function tournamentPath(
  locale: Locale,
  casino: string,
  tournamentId: number,
  kind: TournamentKind,
): string {
  const params = { casino, tournamentId: String(tournamentId) }
  return kind === 'poker'
    ? getPathname({
        locale,
        href: { pathname: '/venue-poker-tournament/[casino]/[tournamentId]', params },
      })
    : getPathname({
        locale,
        href: { pathname: '/venue-tournament/[casino]/[tournamentId]', params },
      })
}

/** The .ics download of a tournament. */
export function tournamentCalendarFilePath(locale: Locale, tournamentId: number): string {
  return `/api/calendar/${locale}/tournaments/${tournamentId}`
}
