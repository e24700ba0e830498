import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isValidSlug, parseNumericId } from '@/features/content/domain/routing-rules'
import {
  loadTournamentPage,
  tournamentPageMetadata,
} from '@/features/tournaments/server/tournament-page'
import { TournamentDetailView } from '@/features/tournaments/ui/tournament-detail-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'

type Props = { params: Promise<{ locale: string; casino: string; tournamentId: string }> }

// Cached after the first visit; the 'tournaments' tag expires it on edit, and a short
// revalidation keeps the status and registration state in step with the clock.
export const dynamicParams = true
export const revalidate = 300
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, casino, tournamentId } = await params
  const id = parseNumericId(tournamentId)
  if (!isLocale(locale) || !isValidSlug(casino) || id === null) return null
  const page = await loadTournamentPage(locale, casino, id, 'poker', new Date())
  return page ? { locale, page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded ? tournamentPageMetadata(loaded.locale, loaded.page) : {}
}

/** /{casino}/tournois-poker/{id} and /en/{casino}/poker-tournaments/{id}. A non-numeric or unknown id, or another casino, is a 404. */
export default async function PokerTournamentPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { locale, page } = loaded
  setRequestLocale(locale)
  return (
    <VenuePageFrame locale={locale} alternates={page.alternates} jsonLd={page.jsonLd}>
      <TournamentDetailView locale={locale} tournament={page.tournament} now={new Date()} />
    </VenuePageFrame>
  )
}
