import { bookingBlockViews } from '@/features/bookings/ui/booking-block-views'
import { consentBlockViews } from '@/features/consent/ui/consent-history-block'
import { streamedBlockViews, type BlockViews } from '@/features/content'
import { formBlockViews } from '@/features/forms/ui/forms-block-views'
import { hotelProgrammeBlockViews } from '@/features/hotel-programme/ui/hotel-block-views'
import { accountBlockViews } from '@/features/identity/ui/account-block-views'
import { jackpotBlockViews } from '@/features/jackpots/ui/jackpot-block-views'
import { loyaltyBlockViews } from '@/features/loyalty/ui/loyalty-block-views'
import { offerBlockViews } from '@/features/offers/ui/offer-block-views'
import { paymentBlockViews } from '@/features/payments/ui/payment-block-views'
import { privacyBlockViews } from '@/features/privacy/ui/data-export-block'
import { rewardBlockViews } from '@/features/rewards/ui/reward-block-views'
import { showCalendarSearchPath } from '@/features/search'
import { seminarBlockViews } from '@/features/seminars/ui/seminar-block-views'
import { casinoShowListing } from '@/features/shows/ui/casino-listing'
import { showBlockViews } from '@/features/shows/ui/show-block-views'
import { sponsorshipBlockViews } from '@/features/sponsorship/ui/sponsorship-block-views'
import { casinoTournamentListing } from '@/features/tournaments/ui/casino-listing'
import { tournamentBlockViews } from '@/features/tournaments/ui/tournament-block-views'
import { venueBlockViews } from '@/features/venues/ui/venue-block-views'

import { listCasinoChoices } from './casino-choices'

/**
 * The app's half of the composition root (ADR 0050): every area's block views by block type, as
 * src/payload.config.ts gathers their block configs. Content renders pages with it and knows no
 * area. Each view takes its own block and the parts of the page context it needs: member-area
 * blocks { locale, member }, the loyalty blocks also the query, venue and programme blocks
 * { locale }.
 */
export const pageBlockViews = {
  ...accountBlockViews({ casinoChoices: listCasinoChoices }),
  // The member's own data (points and history, programme, vouchers, offers, sponsorship, stays
  // and registrations, machine payments): each block streams behind a skeleton (ADR 0062).
  ...streamedBlockViews({
    ...loyaltyBlockViews,
    ...hotelProgrammeBlockViews,
    ...rewardBlockViews,
    ...sponsorshipBlockViews,
    ...offerBlockViews,
    ...paymentBlockViews,
    ...consentBlockViews,
    ...privacyBlockViews,
  }),
  ...venueBlockViews({ shows: casinoShowListing, tournaments: casinoTournamentListing }),
  ...showBlockViews({ calendarMonthPath: showCalendarSearchPath }),
  ...tournamentBlockViews,
  ...jackpotBlockViews,
  ...seminarBlockViews,
  ...bookingBlockViews,
  ...formBlockViews,
} as BlockViews
