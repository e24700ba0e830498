import { NextResponse } from 'next/server'
import { z } from 'zod'

import { requireMemberId } from '@/features/identity'
import { ApiError, apiRoute, type ApiContext } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { inviteGodson, readSponsorship, SponsorshipError } from './invitations'

export const InvitationBodySchema = z
  .object({
    civility: z.enum(['Mr', 'Mrs']),
    firstname: z.string().trim().min(1).max(60),
    lastname: z.string().trim().min(1).max(60),
    email: z.email().max(200),
  })
  .meta({ id: 'SponsorshipInvitation' })

export const SponsorshipQuerySchema = z.object({ lang: z.string().max(10).optional() })

/** The member's sponsorship in init, and the head of the sponsorship page (ADR 0049). */
export const SponsorshipSummarySchema = z
  .object({
    sponsorCode: z.string().nullable(),
    godsonsThisYear: z
      .number()
      .int()
      .describe('members who signed up with the code this calendar year (Paris)'),
    remainingThisYear: z.number().int().describe('godson places left this year'),
    maxGodsonsPerYear: z.number().int(),
    summary: z
      .object({ signedUp: z.number().int(), active: z.number().int() })
      .describe('godsons who signed up with the code: pre-members, active members'),
  })
  .meta({ id: 'SponsorshipSummary' })

const InvitationsSchema = z
  .object({
    thisYear: z.number().int(),
    remainingThisYear: z.number().int(),
    maxPerYear: z.number().int(),
  })
  .describe('invitation mails sent this calendar year, against their own limit (anti-abuse)')

export const SponsorshipSchema = SponsorshipSummarySchema.extend({
  invitations: InvitationsSchema,
  godsons: z.array(
    z.object({
      civility: z.enum(['Mr', 'Mrs']).nullable(),
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      state: z.enum(['invited', 'signedUp', 'active']),
      invitedAt: z.string(),
    }),
  ),
}).meta({ id: 'Sponsorship' })

export const InvitationResultSchema = z.object({
  email: z.string(),
  remainingThisYear: z.number().int().describe('godson places left this year'),
  invitations: InvitationsSchema,
})

function mapSponsorshipError(error: unknown, ctx: ApiContext): ApiError | null {
  if (!(error instanceof SponsorshipError)) return null
  return new ApiError(error.code === 'notActiveMember' ? 403 : 409, {
    code: error.code,
    message: getTranslator(ctx.locale, 'sponsorship')(`errors.${error.code}`),
  })
}

const edge = {
  mapError: mapSponsorshipError,
  invalidInput: (ctx: ApiContext, issues: z.core.$ZodIssue[]) =>
    new ApiError(400, {
      code: 'validation',
      message: getTranslator(ctx.locale, 'api')('invalidInput'),
      fields: [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '_'))],
    }),
}

const context = async (ctx: ApiContext) => ({
  payload: await getPayloadClient(),
  locale: ctx.locale,
  now: ctx.now,
})

/** GET /api/epc/profile/sponsorship: code, this year's count and the godsons with their state. */
export const sponsorshipRoute = apiRoute(
  { schema: SponsorshipQuerySchema, source: 'query', ...edge },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await readSponsorship(await context(ctx), memberId))
  },
)

/** POST /api/epc/profile/sponsorship/invitations: the sponsor form. */
export const invitationRoute = apiRoute(
  { schema: InvitationBodySchema, source: 'body', ...edge },
  async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await inviteGodson(await context(ctx), memberId, input), {
      status: 201,
    })
  },
)
