import { cache } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { RewardListType } from '../domain'
import {
  createRewardsReads,
  listRewards,
  listVouchers,
  type RewardsContext,
} from './rewards-service'

/**
 * One context per page render and language (React's cache lasts one server request): the rewards
 * blocks of a page share one instant, one read of the member and one of the catalogue.
 */
const pageContext = cache(async (locale: Locale): Promise<RewardsContext> => {
  const ctx = { payload: await getPayloadClient(), locale, now: Date.now() }
  return { ...ctx, reads: createRewardsReads(ctx) }
})

/** What the rewards blocks show, read now for the member of the page. */
export async function readMemberRewards(memberId: number, locale: Locale, type?: RewardListType) {
  return listRewards(await pageContext(locale), memberId, { type })
}

export async function readMemberVouchers(memberId: number, locale: Locale) {
  return listVouchers(await pageContext(locale), memberId)
}
