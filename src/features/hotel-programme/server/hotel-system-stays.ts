import { z } from 'zod'

import { enrolHotelGuest, findMemberIdByEmail } from '@/features/identity'
import { compareDates, getParisDate, parseIsoDate } from '@/platform/domain/calendar'
import { requireSafeText } from '@/platform/http/safe-text'

import { normalizeIbNumber } from '../domain'
import type { Db } from './context'
import { evaluateMembership } from './evaluate'
import { sendGuestWelcomeMail } from './mails'
import { MembershipsRepository } from './memberships-repository'

/** The longest stay a hotel system may post, and how far back (days) a stay may have ended. */
export const MAX_POSTED_NIGHTS = 90
export const MAX_STAY_AGE_DAYS = 400

const isoDay = requireSafeText(
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
)

export const HotelStayInputSchema = z
  .object({
    stayId: requireSafeText(z.string().trim().min(1).max(100)).describe(
      'the hotel system’s own id of the stay: posting it again changes nothing',
    ),
    hotel: requireSafeText(z.string().trim().min(1).max(120)).describe('the hotel’s name'),
    guest: z.object({
      email: requireSafeText(z.email().max(320)),
      ibNumber: requireSafeText(z.string().trim().max(40)).optional(),
      firstname: requireSafeText(z.string().trim().min(1).max(60))
        .optional()
        .describe('with the last name, enrols a guest who has no account yet (a pre-member)'),
      lastname: requireSafeText(z.string().trim().min(1).max(60)).optional(),
      locale: z.enum(['fr', 'en']).optional().describe('the guest’s language (default fr)'),
    }),
    arrival: isoDay.describe('YYYY-MM-DD'),
    departure: isoDay.describe('YYYY-MM-DD, after the arrival'),
    status: z
      .enum(['ended', 'cancelled'])
      .default('ended')
      .describe('ended: the guest has left (the nights count); cancelled: take a stay back'),
  })
  .meta({ id: 'HotelStay' })

export type HotelStayInput = z.infer<typeof HotelStayInputSchema>

export type HotelStayOutcome =
  | { outcome: 'invalidStay' | 'unknownGuest' | 'unknownStay' }
  | {
      outcome: 'recorded' | 'duplicate' | 'cancelled'
      nights: number
      /** The guest had no account: one was made (a pre-member) and told by mail. */
      newMember: boolean
      membership: { infinimentNumber: string; status: string; nights: number; stays: number }
    }

function countNights(arrival: string, departure: string): number | null {
  const from = parseIsoDate(arrival)
  const to = parseIsoDate(departure)
  if (!from || !to || compareDates(to, from) <= 0) return null
  const nights = Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      86_400_000,
  )
  return nights <= MAX_POSTED_NIGHTS ? nights : null
}

function tooOld(departure: string, now: number): boolean {
  const to = parseIsoDate(departure)!
  const today = getParisDate(new Date(now))
  const age =
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(to.year, to.month - 1, to.day)) /
    86_400_000
  return age > MAX_STAY_AGE_DAYS
}

/**
 * A stay posted by a hotel system (POST /api/integration/v1/stays): the guest, known by e-mail
 * (or made a pre-member when the hotel sends their names and they have no account), is enrolled
 * if not yet a member of the programme (origin: stay), the stay appended once per
 * (client, stayId) and the status re-evaluated at once. `cancelled` takes back a stay recorded
 * before (once). A second post of the same stay, or twenty at the same instant, count once.
 */
export async function recordHotelSystemStay(
  db: Db,
  clientId: number,
  input: HotelStayInput,
  now: number,
): Promise<HotelStayOutcome> {
  const nights = countNights(input.arrival, input.departure)
  if (nights === null || tooOld(input.departure, now)) return { outcome: 'invalidStay' }
  const ibNumber = input.guest.ibNumber ? normalizeIbNumber(input.guest.ibNumber) : null
  if (input.guest.ibNumber && !ibNumber) return { outcome: 'invalidStay' }
  let memberId = await findMemberIdByEmail(db.payload, input.guest.email)
  let newMember = false
  if (!memberId) {
    // A guest with no account: with their names (and an ended stay), a pre-member is made.
    const { firstname, lastname, email, locale = 'fr' } = input.guest
    if (!firstname || !lastname || input.status === 'cancelled') return { outcome: 'unknownGuest' }
    const enrolled = await enrolHotelGuest(db.payload, { email, firstname, lastname, locale })
    memberId = enrolled.memberId
    if (enrolled.created) {
      newMember = true
      await sendGuestWelcomeMail(db.payload, { to: email, locale, firstname, hotel: input.hotel })
    }
  }
  const repository = new MembershipsRepository(db)
  const key = `hotel:${clientId}:${input.stayId}`
  const base = {
    source: 'hotel-system' as const,
    hotelName: input.hotel,
    arrival: input.arrival,
    departure: input.departure,
  }
  let membership = (await repository.findByMember(memberId)) ?? null
  let outcome: 'recorded' | 'duplicate' | 'cancelled'
  if (input.status === 'cancelled') {
    if (!membership || !(await repository.hasEntry(key))) return { outcome: 'unknownStay' }
    const appended = await repository.append({
      ...base,
      membershipId: membership.id,
      kind: 'cancellation',
      entryKey: `${key}:cancel`,
      nights: -nights,
      stays: -1,
    })
    outcome = appended === 'created' ? 'cancelled' : 'duplicate'
  } else {
    membership ??= (await repository.enrol(memberId, 'stay', now, { ibNumber })).membership
    const appended = await repository.append({
      ...base,
      membershipId: membership.id,
      kind: 'stay',
      entryKey: key,
      nights,
      stays: 1,
    })
    outcome = appended === 'created' ? 'recorded' : 'duplicate'
  }
  if (ibNumber && membership.ibNumber !== ibNumber) {
    await repository.setIbNumber(membership.id, ibNumber)
  }
  const evaluated = (await evaluateMembership(db, membership.id, now)) ?? membership
  return {
    outcome,
    nights,
    newMember,
    membership: {
      infinimentNumber: evaluated.infinimentNumber,
      status: evaluated.status,
      nights: evaluated.nights,
      stays: evaluated.stays,
    },
  }
}
