import type { Payload } from 'payload'

import { readMemberFields } from '@/features/identity'
import { awardRewardPoints } from '@/features/loyalty'
import { giveWelcomeOffer } from '@/features/rewards'

import { planWelcomeGrant, welcomeKey } from '../domain'

export type WelcomeOutcome = { sponsorRewarded: boolean; offerGiven: boolean }

/**
 * When a godson becomes an active member (a casino issues the card): the sponsor's 3,100-point
 * welcome reward (a 'sponsorship' ledger entry) and the godson's 5 € welcome offer (a voucher
 * valid 30 days). Each is keyed by the godson, so a replayed or racing activation grants nothing
 * more; a call after a crash between the two completes what is missing.
 */
export async function grantSponsorshipWelcome(
  payload: Payload,
  godsonId: number,
  now = Date.now(),
): Promise<WelcomeOutcome> {
  const godson = await readMemberFields(payload, godsonId, {
    state: true,
    sponsor: true,
    firstname: true,
  })
  if (!godson) return { sponsorRewarded: false, offerGiven: false }
  const sponsor = godson.sponsor
  const grant = planWelcomeGrant({
    id: godsonId,
    state: godson.state,
    sponsorId: typeof sponsor === 'object' && sponsor ? sponsor.id : (sponsor ?? null),
  })
  if (!grant) return { sponsorRewarded: false, offerGiven: false }
  const sponsorRewarded = await awardRewardPoints(
    payload,
    {
      memberId: grant.sponsorId,
      kind: 'sponsorship',
      rewardPoints: grant.points,
      reason: `Parrainage de ${godson.firstname}`,
      sourceRef: `member:${godsonId}`,
      idempotencyKey: welcomeKey(godsonId),
    },
    now,
  )
  const offerGiven = await giveWelcomeOffer(payload, godsonId, now)
  return { sponsorRewarded, offerGiven }
}
