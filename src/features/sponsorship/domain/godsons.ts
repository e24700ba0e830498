import { PARIS_TIME_ZONE, toCalendarDateInZone, type EpochMs } from '@/platform/domain/calendar'

/**
 * Spec §1 and §9: a sponsor has at most 10 godsons per year. A godson is a person who signs up
 * with the sponsor's code, invited or not; the year is the Paris calendar year of the sign-up.
 * This module is the cap's one home (ADR 0049): sign-up, init, the sponsorship page and the
 * invitations all count with it.
 */
export const MAX_GODSONS_PER_YEAR = 10

/**
 * Invitation mails a sponsor may send per calendar year (Paris). Not a spec number: each
 * invitation is a mail to a third party, so it has a limit of its own against abuse, three per
 * godson place (ADR 0049).
 */
export const MAX_INVITATIONS_PER_YEAR = 3 * MAX_GODSONS_PER_YEAR

/** The Paris calendar year of an instant. */
export function parisYearOf(instant: EpochMs, timeZone = PARIS_TIME_ZONE): number {
  return toCalendarDateInZone(instant, timeZone).year
}

/** How many of the sponsor's godsons signed up in `year` (Paris), from their sign-up instants. */
export function countGodsonsInYear(
  sponsoredAt: readonly EpochMs[],
  year: number,
  timeZone = PARIS_TIME_ZONE,
): number {
  return sponsoredAt.filter((instant) => parisYearOf(instant, timeZone) === year).length
}

/** Godson places left this year: the cap less the godsons who signed up this year, never below 0. */
export function countGodsonPlacesLeft(godsonsThisYear: number): number {
  return Math.max(0, MAX_GODSONS_PER_YEAR - godsonsThisYear)
}

/** Whether one more person may sign up with the sponsor's code now. */
export function canTakeGodson(
  sponsoredAt: readonly EpochMs[],
  now: EpochMs,
  timeZone = PARIS_TIME_ZONE,
): boolean {
  return (
    countGodsonsInYear(sponsoredAt, parisYearOf(now, timeZone), timeZone) < MAX_GODSONS_PER_YEAR
  )
}

/**
 * The member's sponsorship as init and the sponsorship page both answer it (one shape, one
 * count): the code, the godsons who signed up this year and the places left, and every godson
 * who signed up with the code, still pre-member or active.
 */
export type SponsorshipDto = {
  sponsorCode: string | null
  godsonsThisYear: number
  remainingThisYear: number
  maxGodsonsPerYear: number
  summary: { signedUp: number; active: number }
}

export function toSponsorshipDto(
  sponsor: {
    sponsorCode: string | null
    /** When each godson signed up with the code. */
    godsonDates: readonly EpochMs[]
    /** Of them, those who are active members (a card was issued). */
    activeGodsons: number
  },
  now: EpochMs,
): SponsorshipDto {
  const godsonsThisYear = countGodsonsInYear(sponsor.godsonDates, parisYearOf(now))
  return {
    sponsorCode: sponsor.sponsorCode,
    godsonsThisYear,
    remainingThisYear: countGodsonPlacesLeft(godsonsThisYear),
    maxGodsonsPerYear: MAX_GODSONS_PER_YEAR,
    summary: {
      signedUp: sponsor.godsonDates.length - sponsor.activeGodsons,
      active: sponsor.activeGodsons,
    },
  }
}
