import { findTournamentByDocId } from '@/features/tournaments'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import {
  decideRegistrationRefusal,
  SEAT_HOLD_MINUTES,
  WAITLIST_OFFER_MINUTES,
  suggestedAmounts,
  type MachineAmountRules,
  type PageRegistrationRefusal,
} from '../domain'
import { PAYMENT_ERROR_CODES, PaymentError, type PaymentErrorCode } from './errors'
import {
  readMachineAccount,
  readMachineRules,
  readStoredCaps,
  resolveMachine,
  type MachineAccount,
  type MachineTarget,
} from './machine-payments'
import { paymentsContext } from './effects'
import { findMemberPayment } from './payments-core'
import {
  findRegistrableTournament,
  findRegistrationOfPayment,
  listMemberRegistrations,
  relId,
  type RegistrableTournament,
} from './tournament-registration'
import { readWaitlistPlace, seatsLeftForNewcomer } from './tournament-waitlist'

/** The server side of the payments pages: what each page shows, for the member of the session. */

export function readErrorCode(value: string | string[] | undefined): PaymentErrorCode | null {
  const code = Array.isArray(value) ? value[0] : value
  return code && (PAYMENT_ERROR_CODES as readonly string[]).includes(code)
    ? (code as PaymentErrorCode)
    : null
}

/** The waiting list notice of the registration page's query (`?waitlist=joined|left`). */
export function readWaitlistNotice(value: string | undefined): 'joined' | 'left' | null {
  return value === 'joined' || value === 'left' ? value : null
}

export type RegistrationPageData = {
  tournament: RegistrableTournament
  seatsLeft: number
  holdMinutes: number
  alreadyRegistered: boolean
  heldPaymentReference: string | null
  /**
   * Why the member cannot start a registration now (full online, closed, unavailable), or null.
   * The page shows it instead of the pay button; the registration call still checks it all again.
   */
  refusal: PageRegistrationRefusal | null
  /**
   * The member on the waiting list (their place, or the seat offered to them until an instant),
   * 'canJoin' when the tournament is full for them, else null (ADR 0071).
   */
  waitlist:
    | { state: 'waiting'; position: number }
    | { state: 'offered'; until: string }
    | { state: 'canJoin' }
    | null
  waitlistOfferMinutes: number
}

export async function loadRegistrationPage(
  locale: Locale,
  tournamentId: number,
  memberId: number,
): Promise<RegistrationPageData | null> {
  const payload = await getPayloadClient()
  const tournament = await findRegistrableTournament(payload, tournamentId, locale)
  if (!tournament) return null
  const mine = await listMemberRegistrations(payload, memberId, locale)
  const current = mine.find(
    (entry) =>
      entry.tournamentId === tournamentId &&
      (entry.status === 'confirmed' || entry.status === 'held'),
  )
  // The seats a newcomer may take: those freed while members wait are theirs.
  const left = await seatsLeftForNewcomer(payload, tournament)
  const alreadyRegistered = current?.status === 'confirmed'
  const holding = current?.status === 'held'
  const place = await readWaitlistPlace(payload, tournament.docId, memberId)
  const refusal = decideRegistrationRefusal(
    tournament,
    left,
    { alreadyRegistered, holding },
    new Date(),
  )
  return {
    tournament,
    seatsLeft: left,
    holdMinutes: SEAT_HOLD_MINUTES,
    alreadyRegistered,
    heldPaymentReference: holding ? current.paymentReference : null,
    refusal,
    waitlist:
      place?.state === 'offered' && holding
        ? { state: 'offered', until: place.offerExpiresAt.toISOString() }
        : place?.state === 'waiting' && !alreadyRegistered && !holding
          ? place
          : refusal === 'noPlacesLeft'
            ? { state: 'canJoin' }
            : null,
    waitlistOfferMinutes: WAITLIST_OFFER_MINUTES,
  }
}

export type ResultPageData = {
  reference: string
  purpose: 'tournament' | 'machine'
  status: string
  amountCents: number
  description: string
  redirectUrl: string | null
  expiresAt: string | null
  tournamentId: number | null
  /**
   * A failed or canceled payment of a seat offered from the waiting list: the seat stays held
   * for the member until this instant (ADR 0071), else null.
   */
  seatHeldUntil: string | null
  machine: { casino: string; machine: string } | null
}

export async function loadResultPage(memberId: number, reference: string) {
  const payload = await getPayloadClient()
  const payment = await findMemberPayment(payload, memberId, reference.slice(0, 40))
  if (!payment) return null
  let tournamentId: number | null = null
  let seatHeldUntil: string | null = null
  if (payment.purpose === 'tournament') {
    // The payment names its tournament; an offer's failed payment no longer has a registration.
    const registration = await findRegistrationOfPayment(payload, payment.id)
    const docId =
      relId(payment.tournament) ?? (registration ? relId(registration.tournament) : null)
    if (docId !== null) {
      tournamentId = (await findTournamentByDocId(payload, docId, 'fr'))?.id ?? null
      if (payment.status === 'failed' || payment.status === 'canceled') {
        const place = await readWaitlistPlace(payload, docId, memberId)
        if (place?.state === 'offered') seatHeldUntil = place.offerExpiresAt.toISOString()
      }
    }
  }
  return {
    reference: payment.reference,
    purpose: payment.purpose,
    status: payment.status,
    amountCents: payment.amountCents,
    description: payment.description,
    redirectUrl: payment.redirectUrl ?? null,
    expiresAt: payment.expiresAt ?? null,
    tournamentId,
    seatHeldUntil,
    machine:
      payment.purpose === 'machine'
        ? { casino: payment.casinoTrigram ?? '', machine: payment.machineId ?? '' }
        : null,
  } satisfies ResultPageData
}

export type MachinePageData =
  | { kind: 'error'; code: PaymentErrorCode; params: Record<string, string | number> }
  | {
      kind: 'form'
      target: MachineTarget
      rules: MachineAmountRules
      suggested: number[]
      account: MachineAccount
    }

export async function loadMachinePage(
  memberId: number,
  query: { casino?: string; machine?: string },
): Promise<MachinePageData> {
  const payload = await getPayloadClient()
  try {
    const target = await resolveMachine(payload, query)
    const rules = await readMachineRules(payload)
    const ctx = paymentsContext(payload)
    return {
      kind: 'form',
      target,
      rules,
      suggested: suggestedAmounts(rules, 5),
      account: await readMachineAccount(ctx, memberId),
    }
  } catch (error) {
    if (error instanceof PaymentError)
      return { kind: 'error', code: error.code, params: error.params }
    throw error
  }
}

export async function loadCapsForm(memberId: number) {
  const payload = await getPayloadClient()
  const ctx = paymentsContext(payload)
  const [account, stored] = await Promise.all([
    readMachineAccount(ctx, memberId),
    readStoredCaps(payload, memberId),
  ])
  return { account, stored }
}
