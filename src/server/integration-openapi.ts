import { z } from 'zod'

import { HotelStayInputSchema } from '@/features/hotel-programme'
import { JackpotInputSchema } from '@/features/jackpots'
import { MAX_EVENTS_PER_BATCH, PLAY_EVENT_ERROR_CODES, PlayEventSchema } from '@/features/loyalty'
import { UNSAFE_TEXT_CODE } from '@/platform/http/safe-text'

import { CardBodySchema } from './integration-api'

const ErrorSchema = z
  .object({
    code: z
      .string()
      .describe(
        `invalidBody (fields named in 'fields'), ${UNSAFE_TEXT_CODE} (a text field holds a control character or invalid Unicode; fields named in 'fields'), invalidKey, outOfScope, …`,
      ),
    message: z.string(),
    fields: z.string().optional().describe('the fields at fault, comma-separated'),
    requestId: z.string(),
  })
  .meta({ id: 'IntegrationError' })

const PlayEventResultSchema = z
  .object({
    eventId: z.string().nullable(),
    status: z.enum(['accepted', 'duplicate', 'rejected']),
    code: z
      .enum(PLAY_EVENT_ERROR_CODES)
      .optional()
      .describe(
        `why an event was rejected; ${UNSAFE_TEXT_CODE}: a text field (named in 'field') holds a control character or invalid Unicode. 'duplicate' (a status, not a code) means this eventId is already recorded for this client.`,
      ),
    field: z.string().optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'PlayEventResult' })

const PlayEventsReportSchema = z
  .object({
    accepted: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.number().int(),
    results: z.array(PlayEventResultSchema).describe('one per event, in the order sent'),
  })
  .meta({ id: 'PlayEventsReport' })

const HotelStayResultSchema = z
  .object({
    stayId: z.string(),
    status: z.enum(['recorded', 'duplicate', 'cancelled']),
    nights: z.number().int(),
    newMember: z
      .boolean()
      .describe('the guest had no account: a pre-member was made and welcomed by mail'),
    membership: z.object({
      infinimentNumber: z.string(),
      status: z.string().describe('decouverte, infiniment or collaborator'),
      nights: z.number().int().describe('nights counted over the rolling 12 months'),
      stays: z.number().int().describe('stays counted over the rolling 12 months'),
    }),
  })
  .meta({ id: 'HotelStayResult' })

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
})

const errors = (statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: 'Refused', content: json(ErrorSchema) },
    ]),
  )

/** GET /api/integration/v1/openapi.json: the casino systems' API, separate from the members'. */
export function buildIntegrationOpenApi(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atout integration API',
      version: '1.0.0',
      description:
        'For casino and hotel systems: play events that earn points, cards issued to pre-members, jackpots, hotel stays. ' +
        'Authenticate with the key generated in the admin (Bearer). Messages follow ?lang=fr|en. ' +
        'Text fields (ids, card numbers, slugs, names, dates) are single lines of valid Unicode: ' +
        'control characters (U+0000–U+001F, U+007F–U+009F, so also tab and line breaks) and lone ' +
        `surrogates are refused with the code ${UNSAFE_TEXT_CODE} (per event for play events, 400 otherwise).`,
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths: {
      '/api/integration/v1/play-events': {
        post: {
          summary: `One play event, or a batch of up to ${MAX_EVENTS_PER_BATCH} ({ "events": [...] }). Idempotent by (client, eventId); a bad event is reported while the others apply. Scope: play-events.`,
          requestBody: {
            required: true,
            content: json(
              z.union([z.object({ events: z.array(PlayEventSchema) }), PlayEventSchema]),
            ),
          },
          responses: {
            '200': { description: 'Per-event results', content: json(PlayEventsReportSchema) },
            ...errors([400, 401, 403, 413, 415]),
          },
        },
      },
      '/api/integration/v1/cards': {
        post: {
          summary:
            'A casino hands a card to a pre-member (by the e-mail they signed up with): the account becomes active. Scope: cards.',
          requestBody: { required: true, content: json(CardBodySchema) },
          responses: {
            '200': {
              description: 'Active with this card (also for a retry)',
              content: json(
                z.object({
                  memberId: z.number().int(),
                  state: z.literal('Active'),
                  cardNumber: z.string(),
                }),
              ),
            },
            ...errors([400, 401, 403, 404, 409]),
          },
        },
      },
      '/api/integration/v1/jackpots': {
        post: {
          summary:
            'A jackpot won on a slot machine; shown in the last-jackpots blocks. Idempotent by (client, jackpotId). Scope: jackpots.',
          requestBody: { required: true, content: json(JackpotInputSchema) },
          responses: {
            '201': {
              description: 'Recorded',
              content: json(z.object({ id: z.number().int(), status: z.literal('created') })),
            },
            '200': {
              description: 'Already recorded',
              content: json(z.object({ id: z.number().int(), status: z.literal('duplicate') })),
            },
            ...errors([400, 401, 403]),
          },
        },
      },
      '/api/integration/v1/stays': {
        post: {
          summary:
            'A hotel stay of a guest known by e-mail (a guest with no account is made a pre-member when their first and last name are sent; else 404 unknownGuest): the guest joins the hotel programme if not yet a member, the nights count once the stay has ended and the status moves up at once. Idempotent by (client, stayId); status "cancelled" takes a recorded stay back. Scope: stays-write.',
          requestBody: { required: true, content: json(HotelStayInputSchema) },
          responses: {
            '201': { description: 'Recorded', content: json(HotelStayResultSchema) },
            '200': {
              description: 'Already recorded (duplicate) or taken back (cancelled)',
              content: json(HotelStayResultSchema),
            },
            ...errors([400, 401, 403, 404]),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'atk_<prefix>_<secret>' },
      },
    },
  }
}
