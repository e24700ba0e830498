import type { Payload } from 'payload'

import { findMemberById } from '@/features/identity'
import {
  findRegistrableTournament,
  findTournamentByDocId,
  findTournamentsByDocIds,
  listUpcomingPokerTournaments,
  OnlineSeats,
  withSeatsLeft,
  type RegistrableTournament,
} from '@/features/tournaments'
import type { TournamentRegistration } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { isUniqueViolation } from '@/platform/db/sql'

import {
  checkTournamentOpenForRegistration,
  isHoldActive,
  seatHoldExpiresAt,
  type RegistrationStatus,
} from '../domain'
import { PaymentCounters } from './counters-repository'
import { PaymentError } from './errors'
import { WaitlistRepository } from './waitlist-repository'
import {
  createPaymentRecord,
  newReference,
  openHostedPayment,
  transition,
  type PaymentsContext,
} from './payments-core'

/**
 * Poker tournament registration with online payment (ADR 0040): a member holds a seat for
 * SEAT_HOLD_MINUTES while paying; the seat is one atomic claim on the tournament's counter, so
 * 20 members racing for the last seat give one registration. Paid → confirmed; failed, canceled
 * or timed out → the seat is given back.
 */

export type { RegistrableTournament }
export { findRegistrableTournament }

const date = (value: string | null | undefined) => (value ? new Date(value) : null)

/** Seats left for a tournament, by the tournaments area's count (online seats included). */
export async function seatsLeft(payload: Payload, tournament: RegistrableTournament) {
  const [counted] = await withSeatsLeft(payload, [tournament])
  return counted!.seatsLeft
}

/** A member's one active registration per tournament (`{tournament}:{member}`). */
export const registrationKeyOf = (tournamentDocId: number, memberId: number) =>
  `${tournamentDocId}:${memberId}`
const activeKeyOf = registrationKeyOf

/** The registration holding or having the member's seat (by `registrationKeyOf`), or null. */
export async function findActiveRegistration(payload: Payload, key: string) {
  const { docs } = await payload.find({
    collection: 'tournament-registrations',
    where: { activeKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A relationship's document id, whether populated or not. */
export const relId = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/**
 * Gives back the seat of a held registration (payment failed, canceled or timed out), once: the
 * one request whose compare-and-set moved it frees the seat. The open payment, if any, is
 * canceled with the same author.
 */
export async function releaseHeldRegistration(
  ctx: PaymentsContext,
  registration: TournamentRegistration,
  to: Extract<RegistrationStatus, 'released' | 'canceled'>,
): Promise<boolean> {
  const counters = new PaymentCounters(ctx.payload)
  const tournamentId = relId(registration.tournament)!
  const memberId = relId(registration.member)!
  const moved = await counters.moveRegistration(
    registration.id,
    registration.status as RegistrationStatus,
    to,
    ctx.now,
    activeKeyOf(tournamentId, memberId),
  )
  if (!moved) return false
  if (registration.status === 'held' || registration.status === 'confirmed') {
    await new OnlineSeats(ctx.payload).release(tournamentId, ctx.now)
  }
  return true
}

/** Held registrations of a tournament whose time is over give their seats back. */
export async function releaseExpiredHolds(ctx: PaymentsContext, tournamentDocId?: number) {
  const { docs } = await ctx.payload.find({
    collection: 'tournament-registrations',
    where: {
      and: [
        { status: { equals: 'held' } },
        { holdExpiresAt: { less_than_equal: ctx.now.toISOString() } },
        ...(tournamentDocId ? [{ tournament: { equals: tournamentDocId } }] : []),
      ],
    },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  let released = 0
  for (const registration of docs) {
    const paidId = relId(registration.payment)
    if (paidId) {
      // Paid, but its confirmation did not run (a failure after the payment moved): confirm it.
      const payment = await ctx.payload.findByID({
        collection: 'payments',
        id: paidId,
        depth: 0,
        overrideAccess: true,
      })
      if (payment.status === 'paid') {
        await confirmRegistrationForPayment(ctx, paidId)
        continue
      }
    }
    if (!(await releaseHeldRegistration(ctx, registration, 'released'))) continue
    released++
    const paymentId = relId(registration.payment)
    if (paymentId) await transition(ctx, paymentId, 'expired', 'system', { note: 'seat hold over' })
  }
  return released
}

export type RegistrationStart =
  | { kind: 'pay'; redirectUrl: string; reference: string }
  | { kind: 'resume'; redirectUrl: string; reference: string }

/** A member registers for a tournament: the seat is held and the payment page opened. */
export async function registerForTournament(
  ctx: PaymentsContext,
  memberId: number,
  tournamentId: number,
): Promise<RegistrationStart> {
  const tournament = await findRegistrableTournament(ctx.payload, tournamentId, ctx.locale)
  if (!tournament) throw new PaymentError('tournamentUnavailable')
  const member = await findMemberById(ctx.payload, memberId)
  if (!member) throw new PaymentError('tournamentUnavailable')
  const key = activeKeyOf(tournament.docId, memberId)

  const existing = await findActiveRegistration(ctx.payload, key)
  if (existing) {
    // A second click may find the first one's registration before its payment page exists.
    const resumed = await resumeOrRefuse(ctx, existing, 5)
    if (resumed) return resumed
  }

  const refusal = checkTournamentOpenForRegistration(tournament, ctx.now)
  if (refusal) throw new PaymentError(refusal)
  const buyInCents = tournament.buyInCents!

  let registration: TournamentRegistration
  try {
    registration = await ctx.payload.create({
      collection: 'tournament-registrations',
      overrideAccess: true,
      data: {
        reference: newReference('TRN'),
        activeKey: key,
        tournament: tournament.docId,
        member: memberId,
        status: 'held',
        holdExpiresAt: seatHoldExpiresAt(ctx.now).toISOString(),
        buyInCents,
      },
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'activeKey')) throw error
    // A double click: the other request holds the seat; send this one to the same payment.
    const other = await findActiveRegistration(ctx.payload, key)
    const resumed = other ? await resumeOrRefuse(ctx, other, 5) : null
    if (resumed) return resumed
    throw new PaymentError('alreadyRegistered')
  }

  const counters = new PaymentCounters(ctx.payload)
  const seats = new OnlineSeats(ctx.payload)
  // Seats freed while members wait on the list are theirs (ADR 0071): a newcomer's claim counts
  // them as taken, so it can only take a seat nobody waits for.
  const waiting = await new WaitlistRepository(ctx.payload).countWaiting(tournament.docId)
  const forNewcomer = { ...tournament, registeredCount: tournament.registeredCount + waiting }
  let seated = (await seats.claim(forNewcomer, ctx.now)) !== null
  if (!seated && (await releaseExpiredHolds(ctx, tournament.docId)) > 0) {
    seated = (await seats.claim(forNewcomer, ctx.now)) !== null
  }
  if (!seated) {
    await counters.moveRegistration(registration.id, 'held', 'canceled', ctx.now, key)
    throw new PaymentError('noPlacesLeft')
  }

  const payment = await createPaymentRecord(ctx, {
    purpose: 'tournament',
    memberId,
    amountCents: buyInCents,
    description: `${tournament.name} · ${tournament.casino.name}`,
    tournamentId: tournament.docId,
    expiresAt: new Date(registration.holdExpiresAt!),
  })
  await ctx.payload.update({
    collection: 'tournament-registrations',
    id: registration.id,
    overrideAccess: true,
    data: { payment: payment.id },
  })
  try {
    const redirectUrl = await openHostedPayment(ctx, payment, member.email)
    return { kind: 'pay', redirectUrl, reference: payment.reference }
  } catch (error) {
    // The payment failed to open (its effects released the seat); say so to the member.
    throw error
  }
}

/**
 * An existing registration of the member: confirmed → already registered; held with time left and
 * an open payment → the same payment page again (a double click or a second tab); a hold whose
 * time is over is released and the member starts again.
 */
async function resumeOrRefuse(
  ctx: PaymentsContext,
  registration: TournamentRegistration,
  waitForPaymentTries = 0,
): Promise<RegistrationStart | null> {
  if (registration.status === 'confirmed') throw new PaymentError('alreadyRegistered')
  const hold = {
    status: registration.status as RegistrationStatus,
    holdExpiresAt: date(registration.holdExpiresAt),
  }
  if (!isHoldActive(hold, ctx.now)) {
    if (await releaseHeldRegistration(ctx, registration, 'released')) {
      const paymentId = relId(registration.payment)
      if (paymentId)
        await transition(ctx, paymentId, 'expired', 'system', { note: 'seat hold over' })
    }
    return null
  }
  if (relId(registration.payment) === null) {
    // A seat offered from the waiting list is held without a payment until the member pays.
    const offer = await new WaitlistRepository(ctx.payload).offerOfRegistration(registration.id)
    if (offer) return openOfferPayment(ctx, registration)
  }
  for (let tries = 0; ; tries++) {
    const current = await ctx.payload.findByID({
      collection: 'tournament-registrations',
      id: registration.id,
      overrideAccess: true,
      depth: 1,
    })
    const payment = typeof current.payment === 'object' ? current.payment : null
    if (payment?.redirectUrl && (payment.status === 'pending' || payment.status === 'created')) {
      return { kind: 'resume', redirectUrl: payment.redirectUrl, reference: payment.reference }
    }
    if (tries >= waitForPaymentTries) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new PaymentError('alreadyRegistered')
}

/**
 * The payment of a seat offered from the waiting list (ADR 0071), opened when the member asks to
 * pay: its window is what is left of the offer. Two clicks at once attach one payment (one
 * conditional statement); the other click's payment is canceled and it resumes the first one.
 */
async function openOfferPayment(
  ctx: PaymentsContext,
  registration: TournamentRegistration,
): Promise<RegistrationStart | null> {
  const tournamentId = relId(registration.tournament)!
  const memberId = relId(registration.member)!
  const tournament = await findTournamentByDocId(ctx.payload, tournamentId, ctx.locale)
  if (!tournament) throw new PaymentError('tournamentUnavailable')
  const member = await findMemberById(ctx.payload, memberId)
  const payment = await createPaymentRecord(ctx, {
    purpose: 'tournament',
    memberId,
    amountCents: registration.buyInCents,
    description: `${tournament.name} · ${tournament.casino.name}`,
    tournamentId,
    expiresAt: new Date(registration.holdExpiresAt!),
  })
  const counters = new PaymentCounters(ctx.payload)
  if (!(await counters.attachRegistrationPayment(registration.id, payment.id, ctx.now))) {
    await transition(ctx, payment.id, 'canceled', 'system', { note: 'second click' })
    const current = await ctx.payload.findByID({
      collection: 'tournament-registrations',
      id: registration.id,
      depth: 0,
      overrideAccess: true,
    })
    return relId(current.payment) === null ? null : resumeOrRefuse(ctx, current, 5)
  }
  const redirectUrl = await openHostedPayment(ctx, payment, member?.email ?? null)
  return { kind: 'pay', redirectUrl, reference: payment.reference }
}

/** Paid: the held seat becomes a registration; a seat released meanwhile is claimed again. */
export async function confirmRegistrationForPayment(ctx: PaymentsContext, paymentId: number) {
  const registration = await findRegistrationOfPayment(ctx.payload, paymentId)
  if (!registration) return { confirmed: false as const, changed: false }
  const counters = new PaymentCounters(ctx.payload)
  const tournamentId = relId(registration.tournament)!
  const key = activeKeyOf(tournamentId, relId(registration.member)!)
  if (registration.status === 'confirmed') {
    return { confirmed: true as const, changed: false, registration }
  }
  if (
    registration.status === 'held' &&
    (await counters.moveRegistration(registration.id, 'held', 'confirmed', ctx.now, key))
  ) {
    return { confirmed: true as const, changed: true, registration }
  }
  // The hold ran out before the money came: take a seat again if one is left.
  const tournament = await findTournamentByDocId(ctx.payload, tournamentId, 'fr')
  if (!tournament) return { confirmed: false as const, changed: false, registration }
  const seats = new OnlineSeats(ctx.payload)
  const current = await ctx.payload.findByID({
    collection: 'tournament-registrations',
    id: registration.id,
    overrideAccess: true,
    depth: 0,
  })
  if (current.status === 'confirmed') {
    return { confirmed: true as const, changed: false, registration: current }
  }
  if ((await seats.claim(tournament, ctx.now)) !== null) {
    try {
      if (
        await counters.moveRegistration(
          current.id,
          current.status as RegistrationStatus,
          'confirmed',
          ctx.now,
          key,
        )
      ) {
        return { confirmed: true as const, changed: true, registration: current }
      }
    } catch (error) {
      // The member registered again meanwhile (the key is taken): this payment is one too many.
      if (!isUniqueViolation(error, 'activeKey')) throw error
    }
    await seats.release(tournamentId, ctx.now)
  }
  return { confirmed: false as const, changed: false, registration: current }
}

export async function findRegistrationOfPayment(payload: Payload, paymentId: number) {
  const { docs } = await payload.find({
    collection: 'tournament-registrations',
    where: { payment: { equals: paymentId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type MemberTournamentEntry = {
  reference: string
  status: RegistrationStatus
  tournamentId: number
  tournamentName: string
  casinoName: string
  casinoSlug: string
  kind: 'poker' | 'other'
  startsAt: string
  buyInCents: number
  paymentReference: string | null
  paymentStatus: string | null
  holdExpiresAt: string | null
  /** Until when the member may still pay for a seat held for them (null: nothing to pay). */
  payableUntil: string | null
}

/** A member's own registrations, newest first (never anyone else's). */
export async function listMemberRegistrations(
  payload: Payload,
  memberId: number,
  locale: Locale,
): Promise<MemberTournamentEntry[]> {
  const { docs } = await payload.find({
    collection: 'tournament-registrations',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  const paymentIds = docs.flatMap((registration) => relId(registration.payment) ?? [])
  const { docs: payments } = paymentIds.length
    ? await payload.find({
        collection: 'payments',
        where: { id: { in: paymentIds } },
        depth: 0,
        limit: paymentIds.length,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const paymentById = new Map(payments.map((payment) => [payment.id, payment]))
  const now = new Date()
  // The tournaments as their area tells them (names, casinos, dates in the member's language).
  const tournaments = await findTournamentsByDocIds(
    payload,
    docs.map((registration) => relId(registration.tournament)!),
    locale,
  )
  return docs.flatMap((registration) => {
    const tournament = tournaments.get(relId(registration.tournament)!)
    if (!tournament) return []
    const payment = paymentById.get(relId(registration.payment) ?? -1) ?? null
    return [
      {
        reference: registration.reference,
        status: registration.status as RegistrationStatus,
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        casinoName: tournament.casino.name,
        casinoSlug: tournament.casino.slug,
        kind: tournament.kind,
        startsAt: tournament.startsAt.toISOString(),
        buyInCents: registration.buyInCents,
        paymentReference: payment?.reference ?? null,
        paymentStatus: payment?.status ?? null,
        holdExpiresAt: registration.holdExpiresAt ?? null,
        payableUntil: isHoldActive(
          {
            status: registration.status as RegistrationStatus,
            holdExpiresAt: date(registration.holdExpiresAt),
          },
          now,
        )
          ? registration.holdExpiresAt!
          : null,
      },
    ]
  })
}

/** Upcoming published poker tournaments open for online registration, soonest first. */
export async function listOpenTournaments(
  payload: Payload,
  locale: Locale,
  options: { casinoId: number | null; limit: number; now: Date },
): Promise<(RegistrableTournament & { seatsLeft: number })[]> {
  // A few more than asked: some may be closed to online registration.
  const upcoming = await listUpcomingPokerTournaments(payload, locale, { ...options, limit: 50 })
  const open = upcoming
    .filter((tournament) => checkTournamentOpenForRegistration(tournament, options.now) === null)
    .slice(0, options.limit)
  return withSeatsLeft(payload, open)
}
