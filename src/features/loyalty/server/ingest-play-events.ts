import type { Payload } from 'payload'
import { z } from 'zod'

import { findMembersForPlay } from '@/features/identity'
import { VenuesRepository } from '@/features/venues'

import { formatIsoDate, toCalendarDateInZone } from '@/platform/domain/calendar'
import { isUnsafeTextIssue, requireSafeText, UNSAFE_TEXT_CODE } from '@/platform/http/safe-text'

import {
  computePlayEarning,
  evaluateStatus,
  isPlayActivity,
  MAX_PLAY_AMOUNT_CENTS,
  periodOf,
  rankOf,
  type LoyaltyRules,
  type LuckyDays,
  type PlayActivity,
} from '../domain'
import { LedgerRepository, type NewEntry } from './ledger-repository'
import { getLoyaltyRules } from './rules'

/** How far back a casino may send play (a night's batch, a system catching up after an outage). */
export const MAX_EVENT_AGE_DAYS = 180
/** Clocks differ a little between systems: an event up to 5 minutes ahead is accepted. */
const CLOCK_SKEW_MS = 5 * 60_000

export const PLAY_EVENT_ERROR_CODES = [
  'invalidEvent',
  UNSAFE_TEXT_CODE,
  'duplicateInBatch',
  'unknownCard',
  'unknownCasino',
  'invalidAmount',
  'unknownActivity',
  'invalidDate',
] as const
export type PlayEventErrorCode = (typeof PLAY_EVENT_ERROR_CODES)[number]

export const PlayEventSchema = z
  .object({
    eventId: requireSafeText(z.string().trim().min(1).max(100)),
    cardNumber: requireSafeText(z.string().trim().min(1).max(40)),
    casino: requireSafeText(z.string().trim().min(1).max(100)),
    occurredAt: requireSafeText(z.string().trim().max(40)),
    activity: requireSafeText(z.string().trim().max(40)),
    amountCents: z.unknown(),
  })
  .meta({ id: 'PlayEvent' })

export type PlayEventResult =
  | { eventId: string | null; status: 'accepted' | 'duplicate' }
  | { eventId: string | null; status: 'rejected'; code: PlayEventErrorCode; field?: string }

type ValidEvent = {
  eventId: string
  memberId: number
  luckyDays: LuckyDays
  casinoId: number
  occurredAt: number
  activity: PlayActivity
  amountCents: number
}

function readEventId(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'eventId' in raw) {
    const value = (raw as { eventId: unknown }).eventId
    return typeof value === 'string' && value.trim() ? value.trim() : null
  }
  return null
}

function checkShape(raw: unknown, now: number) {
  const parsed = PlayEventSchema.safeParse(raw)
  if (!parsed.success) {
    // Control characters or invalid Unicode are named as such: the casino system must fix the
    // text it sends, not wonder which part of the event is missing.
    const unsafe = parsed.error.issues.find(isUnsafeTextIssue)
    const field = String((unsafe ?? parsed.error.issues[0])?.path[0] ?? '')
    return { code: unsafe ? UNSAFE_TEXT_CODE : ('invalidEvent' as const), field }
  }
  const event = parsed.data
  if (!isPlayActivity(event.activity))
    return { code: 'unknownActivity' as const, field: 'activity' }
  const amount = event.amountCents
  if (
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    amount > MAX_PLAY_AMOUNT_CENTS
  ) {
    return { code: 'invalidAmount' as const, field: 'amountCents' }
  }
  const occurredAt = /^\d{4}-\d{2}-\d{2}T/.test(event.occurredAt)
    ? Date.parse(event.occurredAt)
    : Number.NaN
  if (
    !Number.isFinite(occurredAt) ||
    occurredAt > now + CLOCK_SKEW_MS ||
    occurredAt < now - MAX_EVENT_AGE_DAYS * 86_400_000
  ) {
    return { code: 'invalidDate' as const, field: 'occurredAt' }
  }
  return { event: { ...event, activity: event.activity, amountCents: amount, occurredAt } }
}

export type IngestionReport = {
  accepted: number
  duplicates: number
  rejected: number
  results: PlayEventResult[]
}

/**
 * A batch of play events from a casino system (issue 10). Each event is checked on its own (a bad
 * one is reported and the rest apply); the accepted ones earn points by the rules, double on the
 * member's lucky date, and are written in one statement keyed by (client, eventId): a replay, even
 * racing the first delivery, adds nothing. Statuses are raised at once when a threshold is passed.
 */
export async function ingestPlayEvents(
  payload: Payload,
  clientId: number,
  rawEvents: readonly unknown[],
  now = Date.now(),
): Promise<IngestionReport> {
  const results: PlayEventResult[] = rawEvents.map((raw) => ({
    eventId: readEventId(raw),
    status: 'accepted',
  }))
  const reject = (index: number, code: PlayEventErrorCode, field?: string) => {
    results[index] = { eventId: results[index]!.eventId, status: 'rejected', code, field }
  }

  const shaped = new Map<number, NonNullable<ReturnType<typeof checkShape>['event']>>()
  const seen = new Set<string>()
  rawEvents.forEach((raw, index) => {
    const checked = checkShape(raw, now)
    if (!checked.event) return reject(index, checked.code!, checked.field)
    if (seen.has(checked.event.eventId)) return reject(index, 'duplicateInBatch', 'eventId')
    seen.add(checked.event.eventId)
    shaped.set(index, checked.event)
  })

  const events = [...shaped.values()]
  const [members, casinos, rules] = await Promise.all([
    findMembersForPlay(payload, [...new Set(events.map((event) => event.cardNumber))]),
    new VenuesRepository(payload).findCasinoIdsBySlug([
      ...new Set(events.map((event) => event.casino)),
    ]),
    getLoyaltyRules(payload, now),
  ])

  const valid = new Map<number, ValidEvent>()
  for (const [index, event] of shaped) {
    const member = members.get(event.cardNumber)
    if (!member) {
      reject(index, 'unknownCard', 'cardNumber')
      continue
    }
    const casinoId = casinos.get(event.casino)
    if (casinoId === undefined) {
      reject(index, 'unknownCasino', 'casino')
      continue
    }
    valid.set(index, { ...event, memberId: member.id, luckyDays: member.luckyDays, casinoId })
  }

  const entries = [...valid.values()].flatMap((event) => toEntries(event, clientId, rules))
  const ledger = new LedgerRepository(payload)
  const written = await ledger.insertEntries(entries, now)
  for (const [index, event] of valid) {
    if (!written.has(playKey(clientId, event.eventId))) {
      results[index] = { eventId: event.eventId, status: 'duplicate' }
    }
  }

  const credited = new Set(
    [...valid.entries()]
      .filter(([index]) => results[index]!.status === 'accepted')
      .map(([, event]) => event.memberId),
  )
  await raiseStatuses(ledger, [...credited], rules, now)

  return {
    accepted: results.filter((result) => result.status === 'accepted').length,
    duplicates: results.filter((result) => result.status === 'duplicate').length,
    rejected: results.filter((result) => result.status === 'rejected').length,
    results,
  }
}

const playKey = (clientId: number, eventId: string) => `play:${clientId}:${eventId}`

function toEntries(event: ValidEvent, clientId: number, rules: LoyaltyRules): NewEntry[] {
  const earning = computePlayEarning(event, event.luckyDays, rules)
  const base = {
    memberId: event.memberId,
    period: periodOf(event.occurredAt),
    occurredAt: event.occurredAt,
    reason: null,
    activity: event.activity,
    amountCents: event.amountCents,
    casinoId: event.casinoId,
    authorKind: 'integration' as const,
    authorClientId: clientId,
    sourceRef: event.eventId,
  }
  const entries: NewEntry[] = [
    { ...base, kind: 'play', ...earning.play, idempotencyKey: playKey(clientId, event.eventId) },
  ]
  if (earning.luckyBonus) {
    entries.push({
      ...base,
      kind: 'lucky-date-bonus',
      ...earning.luckyBonus,
      idempotencyKey: `lucky:${clientId}:${event.eventId}`,
    })
  }
  return entries
}

/** After new points: each credited member's stored status goes up if a threshold was passed. */
export async function raiseStatuses(
  ledger: LedgerRepository,
  memberIds: readonly number[],
  rules: LoyaltyRules,
  now: number,
): Promise<void> {
  if (memberIds.length === 0) return
  const today = toCalendarDateInZone(now)
  const points = await ledger.readPeriodPoints(memberIds, [today.year - 1, today.year])
  for (const memberId of memberIds) {
    const evaluation = evaluateStatus(points.get(memberId) ?? new Map(), today, rules)
    if (evaluation.status !== 'White') {
      await ledger.raiseStatus(
        memberId,
        evaluation,
        rankOf(evaluation.status),
        formatIsoDate(today),
      )
    }
  }
}
