import { NextResponse } from 'next/server'
import { z } from 'zod'

import { requireMemberId } from '@/features/identity'
import { apiRoute, invalidInputError } from '@/platform/http/api'
import { getPayloadClient } from '@/platform/payload'

import { listMemberEvents } from './offers-service'

export const EventsQuerySchema = z.object({ lang: z.string().max(10).optional() })

const OfferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['offer', 'event']),
  title: z.string(),
  text: z.string().nullable(),
  image: z
    .object({
      url: z.string(),
      alt: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    })
    .nullable(),
  statuses: z.array(z.enum(['White', 'Silver', 'Gold', 'Black'])),
  casinos: z.array(z.object({ slug: z.string(), name: z.string() })),
  validFrom: z.string(),
  validUntil: z.string(),
})

export const MemberEventsSchema = z
  .object({
    status: z.enum(['White', 'Silver', 'Gold', 'Black']).nullable(),
    offers: z.array(OfferSchema),
    events: z.array(OfferSchema),
  })
  .meta({ id: 'MemberEvents' })

/** GET /api/epc/profile/events (spec §7): the member's current offers and events. */
export const eventsRoute = apiRoute(
  {
    schema: EventsQuerySchema,
    source: 'query',
    invalidInput: invalidInputError,
  },
  async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const payload = await getPayloadClient()
    return NextResponse.json(
      await listMemberEvents({ payload, locale: ctx.locale, now: ctx.now }, memberId),
    )
  },
)
