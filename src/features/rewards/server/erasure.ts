import type { Payload, Where } from 'payload'

import { ERASURE_CONTEXT } from '@/platform/privacy/personal-data'

/**
 * A closed account's vouchers (ADR 0069): those not used yet are cancelled (no casino will take
 * them); every voucher stays as the record of its redemption, naming the member by id only.
 */
export async function voidVouchers(payload: Payload, where: Where): Promise<void> {
  await payload.update({
    collection: 'reward-vouchers',
    where: { and: [where, { status: { equals: 'issued' } }] },
    data: { status: 'cancelled' },
    depth: 0,
    overrideAccess: true,
    context: ERASURE_CONTEXT,
  })
}
