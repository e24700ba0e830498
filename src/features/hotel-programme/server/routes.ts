import { NextResponse } from 'next/server'
import { z } from 'zod'

import { requireMemberId, type ApiOperation } from '@/features/identity'
import { suggestHttpStatus } from '@/features/identity/domain'
import { ApiError, apiRoute, type ApiContext } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'

import { HOTEL_STATUSES } from '../domain'
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

function mapError(error: unknown, ctx: ApiContext): ApiError | null {
  if (!(error instanceof HotelProgrammeError)) return null
  const [, number] = error.code.split('.')
  return new ApiError(suggestHttpStatus(error.code), {
    code: error.code,
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
]
