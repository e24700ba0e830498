import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { readSponsorship } from './invitations'

export async function readMemberSponsorship(memberId: number, locale: Locale) {
  return readSponsorship({ payload: await getPayloadClient(), locale, now: Date.now() }, memberId)
}
