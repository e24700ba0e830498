import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { listMemberEvents } from './offers-service'

export async function readMemberEvents(memberId: number, locale: Locale) {
  return listMemberEvents({ payload: await getPayloadClient(), locale, now: Date.now() }, memberId)
}
