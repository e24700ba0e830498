import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import {
  isEmailTaken,
  readGodsons,
  readMemberFields,
  readMemberStatesByEmail,
} from '@/features/identity'
import { normalizeEmail } from '@/features/identity/domain'
import { getSqlDialect, runSql, sqlInstant } from '@/platform/db/sql'
import type { Locale } from '@/platform/i18n/locales'

import {
  checkInvitation,
  countGodsonsInYear,
  countInvitationsLeft,
  describeGodsonState,
  MAX_INVITATIONS_PER_YEAR,
  parisYearOf,
  toSponsorshipDto,
  type GodsonState,
  type InvitationProblem,
  type SponsorshipDto,
} from '../domain'
import { sendSponsorshipInvitation } from './mails'

export class SponsorshipError extends Error {
  constructor(readonly code: InvitationProblem) {
    super(`sponsorship: ${code}`)
    this.name = 'SponsorshipError'
  }
}

export type InvitationInput = {
  civility: 'Mr' | 'Mrs'
  firstname: string
  lastname: string
  email: string
}

/** This year's invitations against their own (anti-abuse) limit. */
export type InvitationsDto = { thisYear: number; remainingThisYear: number; maxPerYear: number }

/**
 * The sponsorship page: init's sponsorship (the code, the godsons this year and the places left:
 * one shape, one count, ADR 0049), this year's invitations, and everyone invited with their state.
 */
export type SponsorshipPageDto = SponsorshipDto & {
  invitations: InvitationsDto
  godsons: {
    civility: 'Mr' | 'Mrs' | null
    firstname: string
    lastname: string
    email: string
    state: GodsonState
    invitedAt: string
  }[]
}

type Ctx = { payload: Payload; locale: Locale; now: number }

const num = (value: unknown) => Number(value ?? 0)

const toInvitationsDto = (invitedThisYear: number): InvitationsDto => ({
  thisYear: invitedThisYear,
  remainingThisYear: countInvitationsLeft(invitedThisYear),
  maxPerYear: MAX_INVITATIONS_PER_YEAR,
})

async function readSponsor(payload: Payload, memberId: number) {
  return readMemberFields(payload, memberId, {
    email: true,
    firstname: true,
    lastname: true,
    state: true,
    sponsorCode: true,
  })
}

async function countThisYear(payload: Payload, sponsorId: number, year: number) {
  const { rows } = await runSql<{ n: unknown }>(
    payload,
    sql`SELECT COUNT(*) AS n FROM sponsorship_invitations WHERE sponsor_id = ${sponsorId} AND year = ${year}`,
  )
  return num(rows[0]?.n)
}

/**
 * The sponsor form: checks the rules (a godson place left this year, fewer than 30 invitations),
 * stores the invitation in the next free slot of the year (a unique slot per sponsor and year, so
 * racing invitations never pass the limit), then mails the godson the sponsor code and the sign-up
 * link (stored in the outbox first).
 */
export async function inviteGodson(ctx: Ctx, sponsorId: number, input: InvitationInput) {
  const { payload } = ctx
  const sponsor = await readSponsor(payload, sponsorId)
  const email = normalizeEmail(input.email)
  const year = parisYearOf(ctx.now)
  const godsons = await readGodsons(payload, sponsorId)
  const godsonsThisYear = countGodsonsInYear(godsons.godsonDates, year)
  // Each lost race means another invitation took a slot: at the limit, the count says 'full'.
  for (let attempt = 0; attempt <= MAX_INVITATIONS_PER_YEAR + 1; attempt++) {
    const [emailTaken, invited, invitedThisYear] = await Promise.all([
      isEmailTaken(payload, email),
      payload.count({
        collection: 'sponsorship-invitations',
        where: { and: [{ sponsor: { equals: sponsorId } }, { email: { equals: email } }] },
      }),
      countThisYear(payload, sponsorId, year),
    ])
    const problem = checkInvitation({
      sponsorActive: sponsor?.state === 'Active',
      sponsorEmail: sponsor?.email ?? '',
      godsonEmail: email,
      isMember: emailTaken,
      alreadyInvited: invited.totalDocs > 0,
      godsonsThisYear,
      invitedThisYear,
    })
    if (problem) throw new SponsorshipError(problem)
    const at = sqlInstant(getSqlDialect(payload), ctx.now)
    const { rows } = await runSql<{ id: unknown }>(
      payload,
      sql`INSERT INTO sponsorship_invitations (sponsor_id, civility, firstname, lastname, email,
          invited_at, year, slot, updated_at, created_at)
        VALUES (${sponsorId}, ${input.civility}, ${input.firstname}, ${input.lastname}, ${email},
          ${at}, ${year}, ${invitedThisYear + 1}, ${at}, ${at})
        ON CONFLICT DO NOTHING RETURNING id`,
    )
    if (rows[0]) {
      await sendSponsorshipInvitation(ctx, sponsor!, { ...input, email })
      return {
        email,
        remainingThisYear: toSponsorshipDto(
          { sponsorCode: sponsor?.sponsorCode ?? null, ...godsons },
          ctx.now,
        ).remainingThisYear,
        invitations: toInvitationsDto(invitedThisYear + 1),
      }
    }
    // Another invitation took the slot (or the same address) meanwhile: read again.
  }
  throw new SponsorshipError('invitationsLimit')
}

/** The sponsor's code, this year's counts and the godsons with their state, newest first. */
export async function readSponsorship(ctx: Ctx, sponsorId: number): Promise<SponsorshipPageDto> {
  const { payload } = ctx
  const year = parisYearOf(ctx.now)
  const [sponsor, godsons, invitations, invitedThisYear] = await Promise.all([
    readSponsor(payload, sponsorId),
    readGodsons(payload, sponsorId),
    payload.find({
      collection: 'sponsorship-invitations',
      where: { sponsor: { equals: sponsorId } },
      sort: '-invitedAt',
      depth: 0,
      limit: 200,
    }),
    countThisYear(payload, sponsorId, year),
  ])
  const emails = invitations.docs.map((invitation) => invitation.email)
  const stateByEmail = await readMemberStatesByEmail(payload, emails)
  return {
    ...toSponsorshipDto({ sponsorCode: sponsor?.sponsorCode ?? null, ...godsons }, ctx.now),
    invitations: toInvitationsDto(invitedThisYear),
    godsons: invitations.docs.map((invitation) => ({
      civility: invitation.civility ?? null,
      firstname: invitation.firstname,
      lastname: invitation.lastname,
      email: invitation.email,
      state: describeGodsonState(
        stateByEmail.has(invitation.email) ? { state: stateByEmail.get(invitation.email)! } : null,
      ),
      invitedAt: invitation.invitedAt,
    })),
  }
}
