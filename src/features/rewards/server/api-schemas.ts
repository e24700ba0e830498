import { z } from 'zod'

import { LOYALTY_STATUSES } from '@/features/loyalty/domain'

import {
  REWARD_CATEGORIES,
  REWARD_LIST_TYPES,
  REWARD_SORTS,
  VOUCHER_STATUSES,
  type IneligibilityCode,
} from '../domain'
import type { RewardsListDto, VoucherDto } from './views'

const INELIGIBILITY_CODES = [
  'notActiveMember',
  'notPublished',
  'notYetAvailable',
  'noLongerAvailable',
  'outOfStock',
  'statusTooLow',
  'notEnoughPoints',
  'notAtCasino',
] as const satisfies readonly IneligibilityCode[]

export const RewardsQuerySchema = z.object({
  lang: z.string().max(10).optional(),
  sort: z.enum(REWARD_SORTS).optional(),
})

export const RedeemBodySchema = z
  .object({
    rewardId: z.number().int().positive(),
    casino: z.string().trim().min(1).max(100).nullish(),
    idempotencyKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,100}$/)
      .describe('A fresh random value per redemption (a retry sends the same one)'),
  })
  .meta({ id: 'RedeemRequest' })

const ReasonSchema = z.object({ code: z.enum(INELIGIBILITY_CODES), message: z.string() })

export const RewardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.enum(REWARD_CATEGORIES),
    pointsCost: z.number().int(),
    stock: z.number().int().nullable().describe('null: no stock limit'),
    minimumStatus: z.enum(LOYALTY_STATUSES),
    availableFrom: z.string().nullable(),
    availableUntil: z.string().nullable(),
    publishedAt: z.string(),
    isNew: z.boolean().describe('published in the last 30 days'),
    casinos: z.array(z.object({ slug: z.string(), name: z.string() })),
    image: z
      .object({
        url: z.string(),
        alt: z.string(),
        width: z.number().nullable(),
        height: z.number().nullable(),
      })
      .nullable(),
    eligible: z.boolean(),
    reasons: z.array(ReasonSchema).describe('why the member cannot take it (translated)'),
    lastRedeemedAt: z.string().optional().describe('latest only'),
  })
  .meta({ id: 'Reward' })

export const RewardsListSchema = z
  .object({
    type: z.enum([...REWARD_LIST_TYPES, 'all']),
    sort: z.enum(REWARD_SORTS),
    member: z.object({ status: z.enum(LOYALTY_STATUSES).nullable(), points: z.number().int() }),
    rewards: z.array(RewardSchema),
  })
  .meta({ id: 'RewardsList' })

export const VoucherSchema = z
  .object({
    code: z.string().describe('AT-XXXX-XXXX, shown as text and QR code'),
    status: z.enum([...VOUCHER_STATUSES, 'expired']),
    rewardId: z.number().int().nullable(),
    rewardTitle: z.string(),
    casino: z.object({ slug: z.string(), name: z.string() }).nullable(),
    pointsCost: z.number().int(),
    issuedAt: z.string(),
    validUntil: z.string(),
  })
  .meta({ id: 'Voucher' })

export const RedeemResultSchema = z.object({ voucher: VoucherSchema, created: z.boolean() })
export const VouchersSchema = z.object({ vouchers: z.array(VoucherSchema) })

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const listMatchesDto: Same<z.infer<typeof RewardsListSchema>, RewardsListDto> = true
const voucherMatchesDto: Same<z.infer<typeof VoucherSchema>, VoucherDto> = true
void listMatchesDto
void voucherMatchesDto
