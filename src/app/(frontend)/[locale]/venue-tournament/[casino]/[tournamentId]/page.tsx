import { notFound } from 'next/navigation'

import { isValidSlug, parseNumericId } from '@/features/content/domain/routing-rules'

type Props = { params: Promise<{ locale: string; casino: string; tournamentId: string }> }

/**
 * Tournament detail (localized route names in src/platform/i18n/routing.ts). The route validates
 * its parameters (a non-numeric id is a 404, as the spec asks); tournaments arrive with the venues
 * area, until then every tournament is a 404.
 */
export default async function TournamentPage({ params }: Props) {
  const { casino, tournamentId } = await params
  if (!isValidSlug(casino) || parseNumericId(tournamentId) === null) notFound()
  notFound()
}
