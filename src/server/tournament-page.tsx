import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isValidSlug, parseNumericId } from '@/features/content/domain/routing-rules'
import {
  loadTournamentPage,
  tournamentPageMetadata,
} from '@/features/tournaments/server/tournament-page'
import { registrationPath } from '@/features/payments'
import { TournamentDetailView } from '@/features/tournaments/ui/tournament-detail-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'

type Props = { params: Promise<{ locale: string; casino: string; tournamentId: string }> }

/**
 * The one tournament page, for its two public paths: poker tournaments
 * (/{casino}/tournois-poker/{id}, /en/{casino}/poker-tournaments/{id}) and the others
 * (/{casino}/tournois/{id}, /en/{casino}/tournaments/{id}). A non-numeric or unknown id, a
 * tournament of the other kind or of another casino is a 404.
 */
export function tournamentRoute(kind: 'poker' | 'other') {
  async function load(params: Props['params']) {
    const { locale, casino, tournamentId } = await params
    const id = parseNumericId(tournamentId)
    if (!isLocale(locale) || !isValidSlug(casino) || id === null) return null
    const page = await loadTournamentPage(locale, casino, id, kind, new Date())
    return page ? { locale, page } : null
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const loaded = await load(params)
    return loaded ? tournamentPageMetadata(loaded.locale, loaded.page) : {}
  }

  async function TournamentPage({ params }: Props) {
    const loaded = await load(params)
    if (!loaded) notFound()
    const { locale, page } = loaded
    setRequestLocale(locale)
    return (
      <VenuePageFrame locale={locale} alternates={page.alternates} jsonLd={page.jsonLd}>
        <TournamentDetailView
          locale={locale}
          tournament={page.tournament}
          now={new Date()}
          registrationHref={registrationPath(locale, page.tournament.id)}
        />
      </VenuePageFrame>
    )
  }

  return { generateMetadata, TournamentPage }
}
