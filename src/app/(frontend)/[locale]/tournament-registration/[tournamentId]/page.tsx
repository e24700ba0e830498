import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { parseNumericId } from '@/features/content/domain/routing-rules'
import {
  loadRegistrationPage,
  readErrorCode,
  readWaitlistNotice,
} from '@/features/payments/server/pages'
import { registrationPath } from '@/features/payments/server/paths'
import { getCurrentMember } from '@/features/identity/server/current-member'
import { first, requirePaymentsMember } from '@/features/payments/ui/member-gate'
import { RegistrationView } from '@/features/payments/ui/registration-view'
import { tournamentPath } from '@/features/tournaments'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

type Props = {
  params: Promise<{ locale: string; tournamentId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// The member's own registration state: rendered per visit, never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: getTranslator(locale, 'payments')('registration.title'),
    robots: { index: false, follow: false },
  }
}

/** /inscription-tournoi/{id} · /en/tournament-registration/{id}: hold a seat and pay the buy-in. */
export default async function TournamentRegistrationPage({ params, searchParams }: Props) {
  const { locale, tournamentId } = await params
  const id = parseNumericId(tournamentId)
  if (!isLocale(locale) || id === null) notFound()
  setRequestLocale(locale)
  const member = requirePaymentsMember(
    locale,
    registrationPath(locale, id),
    await getCurrentMember(),
  )
  const data = await loadRegistrationPage(locale, id, member.id)
  if (!data) notFound()
  const query = await searchParams
  const tournament = data.tournament
  return (
    <VenuePageFrame locale={locale} alternates={[]}>
      <RegistrationView
        locale={locale}
        data={data}
        error={readErrorCode(first(query.error))}
        waitlistNotice={readWaitlistNotice(first(query.waitlist))}
        tournamentPath={tournamentPath(
          locale,
          tournament.casino.slug,
          tournament.id,
          tournament.kind,
        )}
      />
    </VenuePageFrame>
  )
}
