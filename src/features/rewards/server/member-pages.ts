import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { RewardListType } from '../domain'
import { RewardsRepository } from './rewards-repository'
import {
  createRewardsReads,
  listRewards,
  listVouchers,
  type RewardsContext,
} from './rewards-service'

/**
 * The catalogue of a language as staff last edited it, kept in Next's data cache (shared by the
 * web processes) until a reward, a picture or a casino changes: it is the same for every member,
 * and reading it through Payload (rewards, pictures, casinos) was most of the page's work. What is
 * the member's own (points, status, vouchers) and the stock are read on every visit.
 */
const getCachedCatalogue = unstable_cache(
  async (locale: Locale) => new RewardsRepository(await getPayloadClient()).listCatalogue(locale),
  ['rewards:catalogue'],
  { tags: [cacheTags.rewards(), cacheTags.media(), cacheTags.casinos()] },
)

/**
 * One context per page render and language (React's cache lasts one server request): the rewards
 * blocks of a page share one instant, one read of the member and one of the catalogue.
 */
const pageContext = cache(async (locale: Locale): Promise<RewardsContext> => {
  const ctx = { payload: await getPayloadClient(), locale, now: Date.now() }
  return { ...ctx, reads: createRewardsReads(ctx, getCachedCatalogue) }
})

/** What the rewards blocks show, read now for the member of the page. */
export async function readMemberRewards(memberId: number, locale: Locale, type?: RewardListType) {
  return listRewards(await pageContext(locale), memberId, { type })
}

export async function readMemberVouchers(memberId: number, locale: Locale) {
  return listVouchers(await pageContext(locale), memberId)
}
