import type { Payload } from 'payload'

import { computeValidUntil } from '../domain'
import { RewardsRepository } from './rewards-repository'

/** Spec §9: the godson's 5-euro welcome offer, valid 30 days. */
export const WELCOME_OFFER_DAYS = 30

const welcomeTitle = { fr: 'Offre de bienvenue : 5 € offerts', en: 'Welcome offer: €5 on us' }
const welcomeDescription = {
  fr: 'Offerts par votre parrain : 5 € à utiliser au bar, au restaurant ou aux machines.',
  en: 'From your sponsor: €5 to use at the bar, the restaurant or the slot machines.',
}

/** The welcome offer's reward (given, never in the catalogue), created the first time. */
export async function ensureWelcomeReward(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'rewards',
    where: { purpose: { equals: 'sponsorship-welcome' } },
    sort: 'id',
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'rewards',
    locale: 'fr',
    data: {
      title: welcomeTitle.fr,
      description: welcomeDescription.fr,
      category: 'other',
      pointsCost: 0,
      purpose: 'sponsorship-welcome',
      minimumStatus: 'White',
      voucherValidityDays: WELCOME_OFFER_DAYS,
      publishedAt: new Date(0).toISOString(),
    },
  })
  await payload.update({
    collection: 'rewards',
    id: created.id,
    locale: 'en',
    data: { title: welcomeTitle.en, description: welcomeDescription.en },
  })
  return created.id
}

/**
 * Gives the member the welcome offer once: a free voucher valid 30 days, keyed by the member, so
 * a replayed or racing activation gives no second one. True when this call gave it.
 */
export async function giveWelcomeOffer(
  payload: Payload,
  memberId: number,
  now: number,
): Promise<boolean> {
  const rewardId = await ensureWelcomeReward(payload)
  const id = await new RewardsRepository(payload).insertVoucher({
    memberId,
    rewardId,
    rewardTitle: welcomeTitle.fr,
    casinoId: null,
    pointsCost: 0,
    issuedAt: now,
    validUntil: computeValidUntil(now, WELCOME_OFFER_DAYS, null),
    idempotencyKey: `member:${memberId}:sponsorship-welcome`,
  })
  return id !== null
}
