import type { Payload, TaskConfig } from 'payload'

import { findMemberById } from '@/features/identity'
import {
  findRegistrableTournament,
  findTournamentByDocId,
  OnlineSeats,
  type RegistrableTournament,
} from '@/features/tournaments'
import { getRegistrationDeadline } from '@/features/tournaments/domain'
import { isUniqueViolation } from '@/platform/db/sql'
import type { Locale } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'
import { sendComposedMail } from '@/platform/mail/mailer'

import {
  checkCanJoinWaitlist,
  checkTournamentOpenForRegistration,
  decideRegistrationRefusal,
  seatsLeftForNewcomers,
  waitlistOfferExpiresAt,
} from '../domain'
import { PaymentCounters } from './counters-repository'
import { paymentsContext } from './effects'
import { PaymentError } from './errors'
import { waitlistOfferMail } from './mails'
import { newReference, transition, type PaymentsContext } from './payments-core'
import {
  findActiveRegistration,
  registrationKeyOf,
  releaseExpiredHolds,
  releaseHeldRegistration,
  seatsLeft,
} from './tournament-registration'
import { WaitlistRepository } from './waitlist-repository'

/**
 * Waiting lists of full poker tournaments (issue 26, ADR 0071). A member joins when no online
 * seat is left; every 10 seconds (and whenever it runs) `offerReleasedSeats` gives each freed seat to
 * the first member waiting: the seat is claimed on the tournament's counter first (ADR 0040), then
 * the first entry still waiting is taken by one conditional statement, and a held registration
 * for that member carries the offer for WAITLIST_OFFER_MINUTES. Unpaid in time, the hold lapses
 * like any other (the expiry job gives the seat back) and the next run offers it to the next one.
 * While members wait, newcomers cannot take a freed seat: registration counts them as taken.
 */

/** Where the member stands on the list: their place, or a seat held for them until a time. */
export type WaitlistPlace =
  { state: 'waiting'; position: number } | { state: 'offered'; offerExpiresAt: Date }

/** The member's place on the tournament's list (document id), or null when not on it. */
export async function readWaitlistPlace(
  payload: Payload,
  tournamentDocId: number,
  memberId: number,
): Promise<WaitlistPlace | null> {
  const waitlist = new WaitlistRepository(payload)
  const entry = await waitlist.findActive(tournamentDocId, memberId)
  if (!entry) return null
  if (entry.status === 'offered') {
    return entry.offerExpiresAt ? { state: 'offered', offerExpiresAt: entry.offerExpiresAt } : null
  }
  return { state: 'waiting', position: await waitlist.position(tournamentDocId, entry.id) }
}

/** Online seats a member who is not on the list may take (those the list waits for excluded). */
export async function seatsLeftForNewcomer(payload: Payload, tournament: RegistrableTournament) {
  const waiting = await new WaitlistRepository(payload).countWaiting(tournament.docId)
  return seatsLeftForNewcomers(await seatsLeft(payload, tournament), waiting)
}

/**
 * The member joins the list of a full tournament (by its public number); joining twice (a double
 * click) keeps the one place. Refused when seats are left ('waitlistNotFull': register instead),
 * when the member is registered or holds a seat, or when registration is closed.
 */
export async function joinWaitlist(
  ctx: PaymentsContext,
  memberId: number,
  tournamentId: number,
): Promise<WaitlistPlace> {
  const tournament = await findRegistrableTournament(ctx.payload, tournamentId, ctx.locale)
  if (!tournament) throw new PaymentError('tournamentUnavailable')
  const waitlist = new WaitlistRepository(ctx.payload)
  const registration = await findActiveRegistration(
    ctx.payload,
    registrationKeyOf(tournament.docId, memberId),
  )
  const onList = (await waitlist.findActive(tournament.docId, memberId)) !== null
  const registrationRefusal = decideRegistrationRefusal(
    tournament,
    await seatsLeftForNewcomer(ctx.payload, tournament),
    { alreadyRegistered: false, holding: false },
    ctx.now,
  )
  const refusal = checkCanJoinWaitlist({
    registrationRefusal,
    registeredOrHolding: registration !== null,
    onList,
  })
  if (refusal === 'alreadyRegistered') throw new PaymentError('alreadyRegistered')
  if (refusal === 'notFull') {
    throw new PaymentError(registrationRefusal ?? 'waitlistNotFull')
  }
  if (refusal === null) await waitlist.join(tournament.docId, memberId)
  const place = await readWaitlistPlace(ctx.payload, tournament.docId, memberId)
  // Offered already (a run between the two reads) or just joined: where the member stands.
  return place ?? { state: 'waiting', position: 1 }
}

/**
 * The member leaves the list (by the tournament's public number). A seat offered to them is
 * declined: its hold and open payment end and the seat goes to the next member waiting. A
 * member not on the list, or whose offer is already paid, changes nothing.
 */
export async function leaveWaitlist(
  ctx: PaymentsContext,
  memberId: number,
  tournamentId: number,
): Promise<void> {
  const tournament = await findRegistrableTournament(ctx.payload, tournamentId, ctx.locale)
  if (!tournament) throw new PaymentError('tournamentUnavailable')
  const waitlist = new WaitlistRepository(ctx.payload)
  for (let attempt = 0; attempt < 3; attempt++) {
    const entry = await waitlist.findActive(tournament.docId, memberId)
    if (!entry) return
    if (entry.status === 'waiting') {
      if (await waitlist.end(entry.id, 'waiting', 'left', ctx.now)) return
      continue // offered meanwhile: decline the offer
    }
    const registration = entry.registrationId
      ? await ctx.payload.findByID({
          collection: 'tournament-registrations',
          id: entry.registrationId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (registration?.status === 'confirmed') throw new PaymentError('alreadyRegistered')
    if (!(await waitlist.end(entry.id, 'offered', 'left', ctx.now))) continue
    if (registration?.status === 'held') {
      await releaseHeldRegistration(ctx, registration, 'canceled')
      const paymentId =
        typeof registration.payment === 'object' ? registration.payment?.id : registration.payment
      if (paymentId) await transition(ctx, paymentId, 'canceled', 'member', { note: 'declined' })
    }
    return
  }
}

export type OfferRun = { offered: number; registered: number; lapsed: number; closed: number }

/**
 * Offers the seats freed on full tournaments to their waiting lists, in order. Safe to run from
 * several processes at once: each seat is claimed once on the counter, each entry taken once.
 */
export async function offerReleasedSeats(
  ctx: PaymentsContext,
  { holdsReleased = false }: { holdsReleased?: boolean } = {},
): Promise<OfferRun> {
  const waitlist = new WaitlistRepository(ctx.payload)
  // Holds whose time is over give their seats back first (the offers' among them), unless the
  // caller (the expiry task) has just done it.
  if (!holdsReleased) await releaseExpiredHolds(ctx)
  const { registered, lapsed } = await waitlist.settleOffers(ctx.now)
  const run: OfferRun = { offered: 0, registered, lapsed, closed: 0 }
  for (const docId of await waitlist.tournamentsWithMembersWaiting()) {
    const tournament = await findTournamentByDocId(ctx.payload, docId, 'fr')
    const refusal = tournament ? checkTournamentOpenForRegistration(tournament, ctx.now) : null
    if (
      !tournament ||
      refusal === 'tournamentUnavailable' ||
      (refusal === 'registrationClosed' &&
        ctx.now.getTime() >= getRegistrationDeadline(tournament).getTime())
    ) {
      run.closed += await waitlist.closeList(docId, ctx.now)
      continue
    }
    // Full by staff's hand or the desk's seats, not yet open, or unpublished for now (staff may
    // publish it again; its list waits): nothing to offer now.
    if (refusal !== null || !tournament.published) continue
    run.offered += await offerSeatsOf(ctx, waitlist, tournament)
  }
  return run
}

async function offerSeatsOf(
  ctx: PaymentsContext,
  waitlist: WaitlistRepository,
  tournament: RegistrableTournament,
): Promise<number> {
  const seats = new OnlineSeats(ctx.payload)
  const offerExpiresAt = waitlistOfferExpiresAt(ctx.now)
  let offered = 0
  for (;;) {
    // The seat first: the entries are then taken in the list's order, one per claimed seat.
    if ((await seats.claim(tournament, ctx.now)) === null) return offered
    const entry = await waitlist.takeFirstWaiting(tournament.docId, offerExpiresAt, ctx.now)
    if (!entry) {
      await seats.release(tournament.docId, ctx.now)
      return offered
    }
    const key = registrationKeyOf(tournament.docId, entry.memberId)
    let registrationId: number
    try {
      const registration = await ctx.payload.create({
        collection: 'tournament-registrations',
        overrideAccess: true,
        data: {
          reference: newReference('TRN'),
          activeKey: key,
          tournament: tournament.docId,
          member: entry.memberId,
          status: 'held',
          holdExpiresAt: offerExpiresAt.toISOString(),
          buyInCents: tournament.buyInCents!,
        },
      })
      registrationId = registration.id
    } catch (error) {
      // The member holds a seat of their own already: this offer ends, the seat stays free.
      if (!isUniqueViolation(error, 'activeKey')) throw error
      await waitlist.end(entry.id, 'offered', 'lapsed', ctx.now)
      await seats.release(tournament.docId, ctx.now)
      continue
    }
    if (!(await waitlist.attachRegistration(entry.id, registrationId, ctx.now))) {
      // The member left the list while their registration was being made: the seat goes back.
      await new PaymentCounters(ctx.payload).moveRegistration(
        registrationId,
        'held',
        'released',
        ctx.now,
        key,
      )
      await seats.release(tournament.docId, ctx.now)
      continue
    }
    offered++
    try {
      await mailOffer(ctx.payload, entry.memberId, tournament, offerExpiresAt)
    } catch (error) {
      // The offer stands (the page shows it); the mail's failure is logged, not the offer's.
      logger.error('waitlist offer mail failed', {
        registration: registrationId,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
}

async function mailOffer(
  payload: Payload,
  memberId: number,
  tournament: RegistrableTournament,
  holdUntil: Date,
) {
  const member = await findMemberById(payload, memberId)
  if (!member?.email) return
  const locale: Locale = member.locale === 'en' ? 'en' : 'fr'
  const named = (await findTournamentByDocId(payload, tournament.docId, locale)) ?? tournament
  await sendComposedMail(payload, {
    ...waitlistOfferMail(locale, {
      firstname: member.firstname ?? '',
      tournament: {
        id: named.id,
        name: named.name,
        casinoName: named.casino.name,
        startsAt: named.startsAt,
      },
      amountCents: named.buyInCents ?? 0,
      holdUntil,
    }),
    to: member.email,
    kind: 'payments.waitlistOffer',
    locale,
  })
}

export const OFFER_WAITLIST_SEATS_TASK = 'offer-waitlist-seats'

/**
 * The offering alone, for staff or a script to queue (`payments` queue). Its schedule is the
 * expiry task's: every 10 seconds that task releases what ran out, then offers (expiry.ts).
 */
export const offerWaitlistSeatsTask: TaskConfig<{
  input: Record<string, never>
  output: OfferRun
}> = {
  slug: OFFER_WAITLIST_SEATS_TASK,
  label: 'Offer freed tournament seats to waiting lists',
  retries: { attempts: 1 },
  handler: async ({ req }) => ({
    output: await offerReleasedSeats(paymentsContext(req.payload)),
  }),
}
