import { NextResponse } from 'next/server'
import { z } from 'zod'

import { requireMemberId, type ApiOperation } from '@/features/identity'
import { suggestHttpStatus, type HotelErrorCode } from '@/features/identity/domain'
import { ApiError, apiRoute, type ApiContext } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { HOTEL_STATUSES, SPOUSE_REFUSALS, type SpouseRefusal } from '../domain'
import { becomeCollaborator } from './collaborators'
import { acceptSpouseInvitation, inviteSpouse, revokeSpouse } from './spouses'
import {
  enrolMember,
  HotelProgrammeError,
  readHotelProgramme,
  requestCardRenewal,
} from './programme'

const QuerySchema = z.object({ lang: z.string().max(10).optional() })
const EmptyBodySchema = z.object({}).strict()

const StaySchema = z.object({
  kind: z.enum(['stay', 'cancellation', 'correction']),
  source: z.enum(['site', 'hotel-system', 'support']),
  hotelName: z.string().nullable(),
  arrival: z.string().nullable(),
  departure: z.string(),
  nights: z.number().int().describe('negative for a cancellation or a correction down'),
  counted: z.boolean().describe('ended and within the rolling 12 months'),
  upcoming: z.boolean(),
  reason: z.string().nullable(),
})

export const HotelProgrammeSchema = z
  .union([
    z.object({
      enrolled: z.literal(false),
      thresholds: z.object({ nights: z.number().int(), stays: z.number().int() }),
      advantages: z.object({ decouverte: z.array(z.string()), infiniment: z.array(z.string()) }),
      collaboratorEligible: z.boolean(),
    }),
    z.object({
      enrolled: z.literal(true),
      status: z.enum(HOTEL_STATUSES),
      infinimentNumber: z.string(),
      ibNumber: z.string().nullable(),
      enrolledAt: z.string(),
      infinimentUntil: z.string().nullable().describe('Infiniment kept until (YYYY-MM-DD)'),
      thresholds: z.object({ nights: z.number().int(), stays: z.number().int() }),
      progress: z.object({
        nights: z.number().int(),
        stays: z.number().int(),
        nightsNeeded: z.number().int(),
        staysNeeded: z.number().int(),
        byWhen: z.string().nullable(),
      }),
      advantages: z.array(z.string()),
      collaboratorEligible: z
        .boolean()
        .describe('the e-mail is of an allowed domain: "I work for the group" is offered'),
      spouse: z
        .union([
          z.object({
            role: z.literal('holder'),
            state: z.enum(['pending', 'active']),
            email: z.string(),
            name: z.string().nullable(),
            since: z.string(),
          }),
          z.object({
            role: z.literal('spouse'),
            holderName: z.string(),
            holderNumber: z.string(),
            since: z.string(),
          }),
        ])
        .nullable()
        .describe('the spouse card: the member’s spouse, or the holder whose status is shown'),
      stays: z.array(StaySchema),
      renewals: z.object({
        pending: z.boolean(),
        left: z.number().int(),
        limit: z.number().int(),
        requests: z.array(
          z.object({
            requestedAt: z.string(),
            status: z.enum(['pending', 'done']),
            doneAt: z.string().nullable(),
          }),
        ),
      }),
    }),
  ])
  .meta({ id: 'HotelProgramme' })

const SPOUSE_STATUS: Record<SpouseRefusal, number> = {
  ownEmail: 400,
  alreadyLinked: 409,
  isSpouse: 409,
  notYours: 403,
  invalidInvitation: 404,
  alreadySpouse: 409,
  isHolder: 409,
  noSpouse: 404,
}

function mapError(error: unknown, ctx: ApiContext): ApiError | null {
  if (!(error instanceof HotelProgrammeError)) return null
  const { code } = error
  if (code.startsWith('spouse.')) {
    const refusal = code.slice('spouse.'.length) as SpouseRefusal
    return new ApiError(SPOUSE_STATUS[refusal], {
      code,
      message: getTranslator(ctx.locale, 'hotelProgramme')(`errors.spouse.${refusal}` as never),
    })
  }
  const [, number] = code.split('.')
  return new ApiError(suggestHttpStatus(code as `hotel.${HotelErrorCode}`), {
    code,
    message: getTranslator(ctx.locale, 'identity')(`errors.hotel.${number}` as never),
  })
}

const invalidInput = (ctx: ApiContext, issues: z.core.$ZodIssue[]) =>
  new ApiError(400, {
    code: 'validation',
    message: getTranslator(ctx.locale, 'api')('invalidInput'),
    fields: [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '_'))],
  })

const db = async () => ({ payload: await getPayloadClient() })

/** GET /api/epc/hotel-programme: the member's status, progress, card, stays and renewals. */
export const hotelProgrammeRoute = apiRoute(
  { schema: QuerySchema, source: 'query', mapError, invalidInput },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await readHotelProgramme(await db(), memberId, ctx.locale, ctx.now))
  },
)

/** POST /api/epc/hotel-programme/enrolment: join in one step (201; 200 when already a member). */
export const enrolmentRoute = apiRoute(
  { schema: EmptyBodySchema, source: 'body', mapError, invalidInput },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const { created, programme } = await enrolMember(await db(), memberId, ctx.locale, ctx.now)
    return NextResponse.json(programme, { status: created ? 201 : 200 })
  },
)

/** POST /api/epc/hotel-programme/card-renewals: ask for a new card (2 per 12 months). */
export const cardRenewalRoute = apiRoute(
  { schema: EmptyBodySchema, source: 'body', mapError, invalidInput },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await requestCardRenewal(await db(), memberId, ctx.locale, ctx.now), {
      status: 201,
    })
  },
)

/** POST /api/epc/hotel-programme/collaborator: "I work for the group" (allowed e-mail domain). */
export const collaboratorRoute = apiRoute(
  { schema: EmptyBodySchema, source: 'body', mapError, invalidInput },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await becomeCollaborator(await db(), memberId, ctx.locale, ctx.now))
  },
)

const SpouseInvitationSchema = z
  .object({ email: z.string().trim().min(1).max(320) })
  .strict()
  .meta({ id: 'HotelSpouseInvitation' })
const SpouseAcceptanceSchema = z
  .object({ token: z.string().min(20).max(200) })
  .strict()
  .meta({ id: 'HotelSpouseAcceptance' })

/** POST /api/epc/hotel-programme/spouse: invite a spouse by e-mail (one at a time). */
export const spouseInvitationRoute = apiRoute(
  { schema: SpouseInvitationSchema, source: 'body', mapError, invalidInput },
  async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const view = await inviteSpouse(await db(), memberId, input.email, ctx.locale, ctx.now)
    return NextResponse.json(view, { status: 201 })
  },
)

/** DELETE /api/epc/hotel-programme/spouse: the holder revokes the spouse card (or invitation). */
export const spouseRevocationRoute = apiRoute(
  { schema: QuerySchema, source: 'query', mapError, invalidInput },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(await revokeSpouse(await db(), memberId, ctx.locale, ctx.now))
  },
)

/** POST /api/epc/hotel-programme/spouse/acceptance: the invited member accepts. */
export const spouseAcceptanceRoute = apiRoute(
  { schema: SpouseAcceptanceSchema, source: 'body', mapError, invalidInput },
  async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(
      await acceptSpouseInvitation(await db(), memberId, input.token, ctx.locale, ctx.now),
    )
  },
)

const spouseCodes = SPOUSE_REFUSALS.map((code) => `spouse.${code}`).join(', ')

export const hotelProgrammeOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/epc/hotel-programme',
    summary:
      'The hotel programme: status, progress to Infiniment, advantages, card numbers, stays counted and card renewals',
    member: true,
    query: QuerySchema,
    response: HotelProgrammeSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/epc/hotel-programme/enrolment',
    summary: 'Join the hotel programme in one step (201; 200 when already a member)',
    member: true,
    successStatus: 201,
    body: EmptyBodySchema,
    response: HotelProgrammeSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/epc/hotel-programme/card-renewals',
    summary:
      'Ask for a new card by e-mail: hotel.0106 while one is pending, hotel.0117 beyond 2 per rolling 12 months, hotel.0044 when not enrolled',
    member: true,
    successStatus: 201,
    body: EmptyBodySchema,
    response: HotelProgrammeSchema,
    errors: [400, 401, 404, 409, 429],
  },
  {
    method: 'post',
    path: '/api/epc/hotel-programme/collaborator',
    summary:
      'Become a collaborator with the account’s professional e-mail: hotel.0113 when its domain is not allowed, hotel.0112 when member support withdrew the access',
    member: true,
    body: EmptyBodySchema,
    response: HotelProgrammeSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/epc/hotel-programme/spouse',
    summary: `Invite a spouse by e-mail for the spouse card (one at a time; hotel.0044 when not enrolled, hotel.0012 for an invalid address; ${spouseCodes})`,
    member: true,
    successStatus: 201,
    body: SpouseInvitationSchema,
    response: HotelProgrammeSchema,
    errors: [400, 401, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/epc/hotel-programme/spouse',
    summary: 'Revoke the spouse card, or withdraw the invitation (spouse.noSpouse when none)',
    member: true,
    query: QuerySchema,
    response: HotelProgrammeSchema,
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/api/epc/hotel-programme/spouse/acceptance',
    summary:
      'Accept a spouse invitation with the token of its mail, logged in with the invited address (spouse.notYours otherwise)',
    member: true,
    body: SpouseAcceptanceSchema,
    response: HotelProgrammeSchema,
    errors: [400, 401, 403, 404, 409],
  },
]
