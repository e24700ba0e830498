import { z } from 'zod'

import { LOYALTY_STATUSES, type LoyaltyDto } from '../domain'

const StatusSchema = z.enum(LOYALTY_STATUSES)
const StatusTargetSchema = z.object({ status: StatusSchema, pointsNeeded: z.number().int() })

/** The `loyalty` object of GET /api/epc/users/init (the OpenAPI document and a test use it). */
export const LoyaltySchema = z
  .object({
    cardNumber: z.string().nullable(),
    status: StatusSchema.nullable(),
    points: z.number().int().nullable(),
    statusPoints: z.number().int().nullable(),
    period: z.number().int().nullable(),
    nextStatus: StatusTargetSchema.nullable(),
    keepStatus: StatusTargetSchema.nullable(),
    exclusivityUntil: z.string().nullable().describe('YYYY-MM-DD, last day the status is kept'),
    luckyDays: z.tuple([z.string(), z.string()]).nullable().describe('MM-DD'),
    luckyDaysLockedUntilYear: z.number().int().nullable(),
    euroValue: z.object({ cents: z.number().int(), currency: z.literal('EUR') }).nullable(),
    pointsExpiringSoon: z.number().int().describe('reward points expiring within 90 days'),
    benefits: z
      .object({
        showDiscountPercent: z.number().int(),
        barRestaurantDiscountPercent: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'Loyalty' })

// The schema describes exactly the DTO the code answers (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const schemaMatchesDto: Same<z.infer<typeof LoyaltySchema>, LoyaltyDto> = true
void schemaMatchesDto
