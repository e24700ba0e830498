import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { RewardListType } from '../domain'
import { listRewards, listVouchers } from './rewards-service'

/** What the rewards blocks show, read now for the member of the page. */
export async function readMemberRewards(memberId: number, locale: Locale, type?: RewardListType) {
  const payload = await getPayloadClient()
  return listRewards({ payload, locale, now: Date.now() }, memberId, { type })
}

export async function readMemberVouchers(memberId: number, locale: Locale) {
  const payload = await getPayloadClient()
  return listVouchers({ payload, locale, now: Date.now() }, memberId)
}
