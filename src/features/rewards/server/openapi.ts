import type { ApiOperation } from '@/features/identity'

import { REWARD_LIST_TYPES } from '../domain'
import {
  RedeemBodySchema,
  RedeemResultSchema,
  RewardsListSchema,
  RewardsQuerySchema,
  VouchersSchema,
} from './api-schemas'

/** The rewards' part of the product API's OpenAPI document (spec §7 and the redemption). */
export const rewardOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/epc/profile/rewards',
    summary: 'The rewards catalogue as the member sees it: each reward says if and why not',
    member: true,
    query: RewardsQuerySchema,
    response: RewardsListSchema,
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/epc/profile/rewards/{type}',
    summary: 'One category of rewards, the new ones (last 30 days) or the member’s latest',
    member: true,
    pathParams: { type: REWARD_LIST_TYPES },
    query: RewardsQuerySchema,
    response: RewardsListSchema,
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/api/epc/profile/vouchers',
    summary: 'The member’s vouchers, newest first',
    member: true,
    response: VouchersSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/epc/profile/vouchers',
    summary:
      'Redeem a reward: debits the points and issues a voucher (201); the same idempotency key answers the same voucher (200)',
    member: true,
    successStatus: 201,
    body: RedeemBodySchema,
    response: RedeemResultSchema,
    errors: [400, 401, 403, 404, 409],
  },
]
