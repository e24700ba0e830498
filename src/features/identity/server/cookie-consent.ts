import type { Payload } from 'payload'

import { MembersRepository } from './members-repository'

/** The cookie banner's choice, kept in the member's consent record too (consent area). */
export async function recordMemberCookieConsent(
  payload: Payload,
  memberId: number,
  choice: { analytics: boolean; marketing: boolean; version: string; decidedAt: number },
): Promise<void> {
  const members = new MembersRepository(payload)
  const member = await members.findById(memberId)
  if (!member) return
  await members.update(
    memberId,
    {
      consents: {
        ...member.consents,
        cookiesAnalytics: choice.analytics,
        cookiesMarketing: choice.marketing,
        cookiesVersion: choice.version,
        cookiesDecidedAt: new Date(choice.decidedAt).toISOString(),
      },
    },
    'banner',
  )
}
