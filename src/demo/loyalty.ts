import type { Payload } from 'payload'

import { findMembersForPlay } from '@/features/identity'
import { storeApiKey } from '@/features/integration'
import { VenuesRepository } from '@/features/venues'

import {
  computePlayEarning,
  periodOf,
  type LoyaltyRules,
  type PlayActivity,
} from '@/features/loyalty/domain'
import { evaluateMemberAccounts } from '@/features/loyalty/server/evaluate-accounts'
import { raiseStatuses } from '@/features/loyalty/server/ingest-play-events'
import { LedgerRepository, type NewEntry } from '@/features/loyalty/server/ledger-repository'
import { expireRulesCache, getLoyaltyRules } from '@/features/loyalty/server/rules'

/**
 * The demo's casino system and its key, printed in the README to try the integration API. Demo
 * only: with DEMO_CONTENT=0 none is created, and a real client's key is generated in the admin.
 */
export const DEMO_CLIENT_NAME = 'Casinos Atout — système de démonstration'
export const DEMO_INTEGRATION_KEY = 'atk_demodemo_Atout_demo_integration_key_not_for_prod_001'

/**
 * The demo programme's points last twelve months, as the Carré VIP's questions tell members ("Vos
 * points restent valables douze mois"): with a year of weekly play, Marie always has points
 * expiring within the dashboard's 90 days. The product's default stays "points do not expire"
 * (ADR 0027); the demo sets this once, on rules never saved, and leaves an administrator's alone.
 */
export const DEMO_POINTS_EXPIRY: LoyaltyRules['expiry'] = { enabled: true, months: 12 }

async function applyDemoExpiry(payload: Payload): Promise<boolean> {
  const stored = await payload.findGlobal({ slug: 'loyalty-rules', depth: 0 })
  if (stored.updatedAt) return false
  await payload.updateGlobal({ slug: 'loyalty-rules', data: { expiry: DEMO_POINTS_EXPIRY } })
  expireRulesCache()
  return true
}

type Visit = { daysAgo: number; activity: PlayActivity; amountCents: number; casino: string }

/** Marie's lucky dates in the demo members (identity's seed): her play on them counts double. */
const MARIE_LUCKY_DAYS = ['04-17', '07-14'] as const

/** Days from today (UTC) back to the last 'MM-DD' strictly before it. */
function daysSinceLast(monthDay: string, now: number): number {
  const today = now - (now % 86_400_000)
  const [month, day] = monthDay.split('-').map(Number) as [number, number]
  const year = new Date(today).getUTCFullYear()
  let date = Date.UTC(year, month - 1, day)
  if (date >= today) date = Date.UTC(year - 1, month - 1, day)
  return Math.round((today - date) / 86_400_000)
}

/**
 * About a year of weekly evenings for Marie (Gold this year), an evening on each of her lucky
 * dates (so the demo always shows the doubled points, whatever the day it is seeded) and a hotel
 * week whose points expire soon, a few visits for Hugo (White).
 */
function demoVisits(now: number): Record<string, Visit[]> {
  const marie: Visit[] = []
  for (let week = 0; week < 52; week++) {
    const daysAgo = 3 + week * 7
    // Deterministic variety: slots most evenings, dinner one week in three, a show now and then.
    marie.push({
      daysAgo,
      activity: 'slots',
      amountCents: 18_000 + ((week * 7_919) % 23) * 1_000,
      casino: 'cannes',
    })
    if (week % 3 === 0) {
      marie.push({ daysAgo, activity: 'restaurant', amountCents: 9_500, casino: 'cannes' })
    }
    if (week % 8 === 4) {
      marie.push({
        daysAgo: daysAgo + 1,
        activity: 'show',
        amountCents: 12_000,
        casino: 'biarritz',
      })
    }
    if (week === 20) {
      marie.push({ daysAgo, activity: 'hotel', amountCents: 42_000, casino: 'deauville' })
    }
  }
  for (const luckyDay of MARIE_LUCKY_DAYS) {
    marie.push({
      daysAgo: daysSinceLast(luckyDay, now),
      activity: 'slots',
      amountCents: 30_000,
      casino: 'cannes',
    })
  }
  // Her first winter: a week in a suite in Deauville, some ten months ago. Appended (the keys
  // are the visits' places in this list): its points are the ones that expire within 90 days,
  // even after her vouchers (the rewards seed) spent her oldest points first.
  marie.push({ daysAgo: 290, activity: 'hotel', amountCents: 450_000, casino: 'deauville' })
  const hugo: Visit[] = [
    { daysAgo: 12, activity: 'slots', amountCents: 25_000, casino: 'deauville' },
    { daysAgo: 40, activity: 'table-games', amountCents: 40_000, casino: 'deauville' },
    { daysAgo: 95, activity: 'bar', amountCents: 6_000, casino: 'deauville' },
  ]
  return { '5000000001': marie, '5000000002': hugo }
}

/**
 * Idempotent: the demo client (with the known key), the demo's points expiry and the demo members'
 * play history, written as the casino systems would have (same rules, lucky dates included), keyed
 * so a second run adds nothing. Needs the demo members and casinos.
 */
export async function seedDemoLoyalty(
  payload: Payload,
  now = Date.now(),
): Promise<{ created: number }> {
  let created = 0
  const clients = await payload.find({
    collection: 'integration-clients',
    where: { name: { equals: DEMO_CLIENT_NAME } },
    limit: 1,
    depth: 0,
  })
  let clientId = clients.docs[0]?.id
  if (clientId === undefined) {
    const client = await payload.create({
      collection: 'integration-clients',
      data: { name: DEMO_CLIENT_NAME, scopes: ['play-events', 'cards', 'jackpots', 'stays-write'] },
    })
    clientId = client.id
    await storeApiKey(payload, clientId, DEMO_INTEGRATION_KEY)
    created++
  }

  if (await applyDemoExpiry(payload)) created++

  const visits = demoVisits(now)
  const [members, casinos, rules] = await Promise.all([
    findMembersForPlay(payload, Object.keys(visits)),
    new VenuesRepository(payload).findCasinoIdsBySlug(['cannes', 'biarritz', 'deauville']),
    getLoyaltyRules(payload, now),
  ])
  const entries: NewEntry[] = []
  for (const [cardNumber, list] of Object.entries(visits)) {
    const member = members.get(cardNumber)
    if (!member) continue
    list.forEach((visit, index) => {
      // 20:30 in Paris, give or take the season.
      const occurredAt = now - visit.daysAgo * 86_400_000 - (now % 86_400_000) + 19.5 * 3_600_000
      const earning = computePlayEarning({ ...visit, occurredAt }, member.luckyDays, rules)
      const base = {
        memberId: member.id,
        period: periodOf(occurredAt),
        occurredAt,
        reason: null,
        activity: visit.activity,
        amountCents: visit.amountCents,
        casinoId: casinos.get(visit.casino) ?? null,
        authorKind: 'integration' as const,
        authorClientId: clientId,
        sourceRef: `demo-${cardNumber}-${index}`,
      }
      entries.push({
        ...base,
        kind: 'play',
        ...earning.play,
        idempotencyKey: `play:${clientId}:demo-${cardNumber}-${index}`,
      })
      if (earning.luckyBonus) {
        entries.push({
          ...base,
          kind: 'lucky-date-bonus',
          ...earning.luckyBonus,
          idempotencyKey: `lucky:${clientId}:demo-${cardNumber}-${index}`,
        })
      }
    })
  }
  const ledger = new LedgerRepository(payload)
  const written = await ledger.insertEntries(entries, now)
  created += written.size
  const memberIds = [...members.values()].map((member) => member.id)
  await raiseStatuses(ledger, memberIds, rules, now)
  // As the night would leave them: points past their twelve months written off, and the
  // forecast of those expiring soon stored on the account (init's pointsExpiringSoon).
  await evaluateMemberAccounts(payload, memberIds, now)
  return { created }
}
