import { readMemberFields } from '@/features/identity'
import type { HotelErrorCode } from '@/features/identity/domain'
import { formatIsoDate, getParisDate, parseIsoDate } from '@/platform/domain/calendar'
import type { Locale } from '@/platform/i18n/locales'

import {
  computeProgress,
  countRenewalsLeft,
  decideCollaborator,
  decideRenewal,
  RENEWALS_PER_PERIOD,
  shownStatus,
  type HotelStatus,
  type SpouseRefusal,
  type RenewalRequest,
  windowStart,
} from '../domain'
import type { Db } from './context'
import { evaluateMembership } from './evaluate'
import { MembershipsRepository, type LedgerRow, type MembershipRow } from './memberships-repository'
import { getHotelRules, getStatusAdvantages } from './rules'
import { syncSiteStays } from './site-stays'
import { SpouseLinksRepository } from './spouse-links-repository'

/**
 * A refusal of the programme, with its code of the hotel catalogue (spec section 8), or of the
 * spouse card (which the spec's catalogue does not cover).
 */
export class HotelProgrammeError extends Error {
  constructor(readonly code: `hotel.${HotelErrorCode}` | `spouse.${SpouseRefusal}`) {
    super(`hotel programme: ${code}`)
    this.name = 'HotelProgrammeError'
  }
}

export type HotelStayView = {
  kind: LedgerRow['kind']
  source: LedgerRow['source']
  hotelName: string | null
  arrival: string | null
  departure: string
  nights: number
  /** Ended and within the rolling 12 months: counts towards the status today. */
  counted: boolean
  upcoming: boolean
  reason: string | null
}

export type HotelProgrammeView =
  | {
      enrolled: false
      thresholds: { nights: number; stays: number }
      advantages: { decouverte: string[]; infiniment: string[] }
      /** The account's e-mail is of an allowed domain: "I work for the group" is offered. */
      collaboratorEligible: boolean
    }
  | {
      enrolled: true
      status: HotelStatus
      infinimentNumber: string
      ibNumber: string | null
      enrolledAt: string
      infinimentUntil: string | null
      thresholds: { nights: number; stays: number }
      progress: ReturnType<typeof computeProgress>
      advantages: string[]
      collaboratorEligible: boolean
      /** The spouse card: the member's spouse (as holder), or the holder whose status is shown. */
      spouse: SpouseView
      stays: HotelStayView[]
      renewals: {
        pending: boolean
        left: number
        limit: number
        requests: { requestedAt: string; status: 'pending' | 'done'; doneAt: string | null }[]
      }
    }

export type SpouseView =
  | {
      role: 'holder'
      state: 'pending' | 'active'
      email: string
      name: string | null
      since: string
    }
  | { role: 'spouse'; holderName: string; holderNumber: string; since: string }
  | null

const fullName = (member: { firstname?: string | null; lastname?: string | null } | null) =>
  [member?.firstname, member?.lastname].filter(Boolean).join(' ')

/** The member's side of a spouse link, and the holder's membership when the card is shared. */
async function readSpouseSide(
  db: Db,
  membership: MembershipRow,
): Promise<{ view: SpouseView; holder: MembershipRow | null }> {
  const links = new SpouseLinksRepository(db)
  const asSpouse = await links.findOfSpouse(membership.id)
  if (asSpouse) {
    const holder = await new MembershipsRepository(db).findById(asSpouse.holderId)
    if (holder) {
      const names = await readMemberFields(db.payload, holder.memberId, {
        firstname: true,
        lastname: true,
      })
      return {
        holder,
        view: {
          role: 'spouse',
          holderName: fullName(names),
          holderNumber: holder.infinimentNumber,
          since: asSpouse.acceptedAt ?? asSpouse.invitedAt,
        },
      }
    }
  }
  const asHolder = await links.findOfHolder(membership.id)
  if (!asHolder) return { view: null, holder: null }
  let name: string | null = null
  if (asHolder.state === 'active' && asHolder.spouseId !== null) {
    const spouse = await new MembershipsRepository(db).findById(asHolder.spouseId)
    name = spouse
      ? fullName(
          await readMemberFields(db.payload, spouse.memberId, { firstname: true, lastname: true }),
        ) || null
      : null
  }
  return {
    holder: null,
    view: {
      role: 'holder',
      state: asHolder.state === 'active' ? 'active' : 'pending',
      email: asHolder.spouseEmail,
      name,
      since: asHolder.acceptedAt ?? asHolder.invitedAt,
    },
  }
}

function toRenewalRequests(
  rows: { requestedAt: string; status: 'pending' | 'done' }[],
): RenewalRequest[] {
  return rows.map((row) => ({
    requestedOn: getParisDate(new Date(row.requestedAt)),
    status: row.status,
  }))
}

function toStayViews(ledger: LedgerRow[], todayIso: string): HotelStayView[] {
  const today = parseIsoDate(todayIso)!
  const first = formatIsoDate(windowStart(today))
  return ledger.map((row) => ({
    kind: row.kind,
    source: row.source,
    hotelName: row.hotelName,
    arrival: row.arrival,
    departure: row.departure,
    nights: row.nights,
    counted: row.departure <= todayIso && row.departure >= first,
    upcoming: row.departure > todayIso,
    reason: row.kind === 'correction' ? row.reason : null,
  }))
}

/** Whether "I work for the group" may be offered (the request checks it again). */
async function isCollaboratorEligible(
  db: Db,
  memberId: number,
  allowedDomains: readonly string[],
  membership: MembershipRow | null,
): Promise<boolean> {
  if (membership?.status === 'collaborator' || allowedDomains.length === 0) return false
  const member = await readMemberFields(db.payload, memberId, { email: true })
  return (
    Boolean(member?.email) &&
    decideCollaborator({
      email: member!.email,
      allowedDomains,
      withdrawn: membership?.collaboratorWithdrawn ?? false,
    }) === null
  )
}

async function viewOf(
  db: Db,
  membership: MembershipRow,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const repository = new MembershipsRepository(db)
  const [rules, ledger, renewals] = await Promise.all([
    getHotelRules(db),
    repository.listLedger(membership.id),
    repository.listRenewals(membership.id),
  ])
  const [collaboratorEligible, spouse] = await Promise.all([
    isCollaboratorEligible(db, membership.memberId, rules.collaboratorDomains, membership),
    readSpouseSide(db, membership),
  ])
  // A spouse's card shows the holder's status and advantages (no balance of its own).
  const status = shownStatus(membership.status, spouse.holder?.status ?? null)
  const today = getParisDate(new Date(now))
  const requests = toRenewalRequests(renewals)
  return {
    enrolled: true,
    status,
    infinimentNumber: membership.infinimentNumber,
    ibNumber: membership.ibNumber,
    enrolledAt: membership.enrolledAt,
    infinimentUntil: spouse.holder ? spouse.holder.infinimentUntil : membership.infinimentUntil,
    thresholds: { nights: rules.infinimentNights, stays: rules.infinimentStays },
    progress: computeProgress(ledger, rules, today),
    advantages: await getStatusAdvantages(db, status, locale),
    collaboratorEligible,
    spouse: spouse.view,
    stays: toStayViews(ledger, formatIsoDate(today)),
    renewals: {
      pending: renewals.some((row) => row.status === 'pending'),
      left: countRenewalsLeft(requests, today),
      limit: RENEWALS_PER_PERIOD,
      requests: renewals.map((row) => ({
        requestedAt: row.requestedAt,
        status: row.status,
        doneAt: row.doneAt ?? null,
      })),
    },
  }
}

/**
 * The member's programme as the dashboard, the card and the API show it: the site's ended room
 * bookings are counted first and the status re-evaluated, so a stay that ended yesterday already
 * shows.
 */
export async function readHotelProgramme(
  db: Db,
  memberId: number,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const membership = await new MembershipsRepository(db).findByMember(memberId)
  if (!membership) {
    const rules = await getHotelRules(db)
    const [decouverte, infiniment] = await Promise.all([
      getStatusAdvantages(db, 'decouverte', locale),
      getStatusAdvantages(db, 'infiniment', locale),
    ])
    return {
      enrolled: false,
      thresholds: { nights: rules.infinimentNights, stays: rules.infinimentStays },
      advantages: { decouverte, infiniment },
      collaboratorEligible: await isCollaboratorEligible(
        db,
        memberId,
        rules.collaboratorDomains,
        null,
      ),
    }
  }
  // Re-evaluated when a site stay was just counted, while the status can still go up, and once
  // an Infiniment period is over (the nightly job would otherwise do it only tonight).
  const todayIso = formatIsoDate(getParisDate(new Date(now)))
  const periodOver = membership.infinimentUntil !== null && membership.infinimentUntil < todayIso
  const synced = await syncSiteStays(db, membership, now)
  if (synced > 0 || membership.status !== 'infiniment' || periodOver) {
    const evaluated = await evaluateMembership(db, membership.id, now)
    return viewOf(db, evaluated ?? membership, locale, now)
  }
  return viewOf(db, membership, locale, now)
}

/** A member joins in one step from the account (again: nothing changes). */
export async function enrolMember(
  db: Db,
  memberId: number,
  locale: Locale,
  now: number,
): Promise<{ created: boolean; programme: HotelProgrammeView }> {
  const { created } = await new MembershipsRepository(db).enrol(memberId, 'account', now)
  return { created, programme: await readHotelProgramme(db, memberId, locale, now) }
}

/** The member's membership; hotel.0044 (account not found) when not in the programme. */
export async function requireMembership(db: Db, memberId: number): Promise<MembershipRow> {
  const membership = await new MembershipsRepository(db).findByMember(memberId)
  if (!membership) throw new HotelProgrammeError('hotel.0044')
  return membership
}

/** The member's address, language and names; hotel.0044 when the account is gone. */
export async function requireMemberContact(db: Db, memberId: number) {
  const member = await readMemberFields(db.payload, memberId, {
    email: true,
    locale: true,
    firstname: true,
    lastname: true,
  })
  if (!member?.email) throw new HotelProgrammeError('hotel.0044')
  return { ...member, email: member.email }
}

/**
 * "Renew my card": at most 2 requests per rolling 12 months (hotel.0117), none while one is
 * pending (hotel.0106); the request waits for member support in the admin.
 */
export async function requestCardRenewal(
  db: Db,
  memberId: number,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const repository = new MembershipsRepository(db)
  const membership = await requireMembership(db, memberId)
  const renewals = await repository.listRenewals(membership.id)
  const refusal = decideRenewal(toRenewalRequests(renewals), getParisDate(new Date(now)))
  if (refusal) throw new HotelProgrammeError(refusal)
  const member = await requireMemberContact(db, memberId)
  const inserted = await repository.insertRenewal({
    membershipId: membership.id,
    email: member.email,
    locale: member.locale === 'en' ? 'en' : 'fr',
    now,
  })
  if (!inserted) throw new HotelProgrammeError('hotel.0106')
  return viewOf(db, membership, locale, now)
}
