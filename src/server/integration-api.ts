import { z } from 'zod'

import { HotelStayInputSchema, recordHotelSystemStay } from '@/features/hotel-programme'
import { checkCardNumber, normalizeCardNumber } from '@/features/identity/domain'
import { issueMemberCard } from '@/features/identity'
import { IntegrationError, integrationRoute } from '@/features/integration'
import { JackpotInputSchema, recordJackpot } from '@/features/jackpots'
import { ingestPlayEvents, MAX_EVENTS_PER_BATCH } from '@/features/loyalty'
import { grantSponsorshipWelcome } from '@/features/sponsorship'
import { VenuesRepository } from '@/features/venues'
import { requireSafeText } from '@/platform/http/safe-text'
import { getTranslator, translateKey } from '@/platform/i18n/translator'
import { getMetrics } from '@/platform/observability/metrics'

/**
 * The integration API for casino systems (/api/integration/v1, its own OpenAPI document): each
 * route checks the client's key and scope (integration area), then hands the body to the area
 * that owns the fact: play to loyalty, cards to identity, jackpots to jackpots, hotel stays to
 * the hotel programme.
 */

export const PlayEventsBodySchema = z
  .union([z.object({ events: z.array(z.unknown()) }), z.object({ eventId: z.unknown() }).loose()])
  .meta({ id: 'PlayEventsBody' })

export const playEventsRoute = integrationRoute(
  { scope: 'play-events', schema: PlayEventsBodySchema },
  async (caller, body) => {
    const events: unknown[] = Array.isArray((body as { events?: unknown }).events)
      ? (body as { events: unknown[] }).events
      : [body]
    if (events.length > MAX_EVENTS_PER_BATCH) {
      throw new IntegrationError(413, 'tooManyEvents', { max: MAX_EVENTS_PER_BATCH })
    }
    const report = await ingestPlayEvents(caller.payload, caller.client.id, events, caller.now)
    const counted = getMetrics().playEvents
    for (const result of report.results) counted.inc({ outcome: result.status })
    const rejected = report.results.filter((result) => result.status === 'rejected')
    if (rejected.length > 0) {
      // Staff see a batch that lost events (unknown cards…) even though it is answered 200.
      const byCode = new Map<string, string[]>()
      for (const result of rejected)
        byCode.set(result.code, [...(byCode.get(result.code) ?? []), result.eventId ?? '?'])
      const detail = [...byCode]
        .map(([code, ids]) => `${code} ×${ids.length} (${ids.slice(0, 3).join(', ')})`)
        .join('; ')
      await caller.reportRefusal(
        'eventsRejected',
        `${rejected.length}/${report.results.length}: ${detail}`,
      )
    }
    return {
      status: 200,
      body: {
        ...report,
        results: report.results.map((result) =>
          result.status === 'rejected'
            ? {
                ...result,
                message: translateKey(caller.locale, `integration.events.${result.code}`),
              }
            : result,
        ),
      },
    }
  },
)

export const CardBodySchema = z
  .object({
    email: requireSafeText(z.email().max(320)),
    cardNumber: requireSafeText(z.string().trim().max(40)),
    casino: requireSafeText(z.string().trim().min(1).max(100)),
  })
  .meta({ id: 'CardIssue' })

export const cardsRoute = integrationRoute(
  { scope: 'cards', schema: CardBodySchema },
  async (caller, body) => {
    if (checkCardNumber(body.cardNumber)) throw new IntegrationError(400, 'invalidCardNumber')
    const cardNumber = normalizeCardNumber(body.cardNumber)
    const casinos = await new VenuesRepository(caller.payload).findCasinoIdsBySlug([body.casino])
    if (!casinos.has(body.casino)) throw new IntegrationError(400, 'unknownCasino')
    const issued = await issueMemberCard(
      caller.payload,
      { email: body.email, cardNumber },
      caller.now,
    )
    if (issued.outcome === 'unknownMember') throw new IntegrationError(404, 'unknownMember')
    if (issued.outcome === 'notPreMember') throw new IntegrationError(409, 'notPreMember')
    if (issued.outcome === 'cardTaken') throw new IntegrationError(409, 'cardTaken')
    // The godson is now an active member: the sponsor's and the godson's welcome, once (a replay
    // of this call, answered 'activated' again, completes what a crash may have left undone).
    await grantSponsorshipWelcome(caller.payload, issued.memberId!, caller.now)
    return {
      status: 200,
      body: { memberId: issued.memberId, state: 'Active', cardNumber },
    }
  },
)

export const jackpotsRoute = integrationRoute(
  { scope: 'jackpots', schema: JackpotInputSchema },
  async (caller, body) => {
    const recorded = await recordJackpot(caller.payload, caller.client.id, body, caller.now)
    if (!('id' in recorded)) throw new IntegrationError(400, recorded.outcome)
    return {
      status: recorded.outcome === 'created' ? 201 : 200,
      body: { id: recorded.id, status: recorded.outcome },
    }
  },
)

export const staysRoute = integrationRoute(
  {
    scope: 'stays-write',
    schema: HotelStayInputSchema,
    // Hotel systems get the hotel catalogue's code for a bad key (spec section 8: 0050).
    invalidKeyCode: {
      code: 'hotel.0050',
      message: (locale) => getTranslator(locale, 'identity')('errors.hotel.0050'),
    },
  },
  async (caller, body) => {
    const recorded = await recordHotelSystemStay(
      { payload: caller.payload },
      caller.client.id,
      body,
      caller.now,
    )
    if (!('membership' in recorded)) {
      throw new IntegrationError(recorded.outcome === 'invalidStay' ? 400 : 404, recorded.outcome)
    }
    return {
      status: recorded.outcome === 'recorded' ? 201 : 200,
      body: {
        stayId: body.stayId,
        status: recorded.outcome,
        nights: recorded.nights,
        newMember: recorded.newMember,
        membership: recorded.membership,
      },
    }
  },
)
