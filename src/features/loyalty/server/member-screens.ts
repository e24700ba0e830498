import type { Payload } from 'payload'

import { findLoyaltyMember } from '@/features/identity'
import { formatIsoDate, toCalendarDateInZone } from '@/platform/domain/calendar'

import {
  countHistoryPages,
  forecastExpiring,
  HISTORY_PAGE_SIZE,
  listOpenLots,
  LOYALTY_STATUSES,
  toHistoryWindow,
  type HistoryFilters,
  type HistoryItem,
  type LoyaltyDto,
  type LoyaltyRules,
  type LoyaltyStatus,
} from '../domain'
import { LedgerRepository } from './ledger-repository'
import { createLoyaltyReader, readLoyaltyThroughPayload } from './loyalty-reader'
import { getLoyaltyRules } from './rules'

/**
 * The reads behind the member's loyalty screens (dashboard, points history, card). Each takes the
 * member id of the session (the member pages' guard loaded it from the access token): none is
 * reachable with an id sent by the browser.
 */

/** Points expiring within this many days are announced on the dashboard. */
export const EXPIRY_FORECAST_DAYS = 90

export type StatusLevel = {
  status: LoyaltyStatus
  /** Status points to earn within a calendar year (0 for White, where everyone starts). */
  threshold: number
  showDiscountPercent: number
  barRestaurantDiscountPercent: number
}

export type ExpiryForecast =
  | { enabled: false }
  | {
      enabled: true
      months: number
      /** Reward points whose expiry day falls within the next 90 days. */
      expiringSoon: number
      /** The first of those days and what expires on it. */
      next: { on: string; points: number } | null
    }

export type LoyaltyDashboard = {
  loyalty: LoyaltyDto
  expiry: ExpiryForecast
  /** The programme's statuses, lowest first, with what each asks and gives. */
  levels: StatusLevel[]
}

export function listStatusLevels(rules: LoyaltyRules): StatusLevel[] {
  return LOYALTY_STATUSES.map((status) => ({
    status,
    threshold: status === 'White' ? 0 : rules.thresholds[status],
    showDiscountPercent: rules.showDiscountPercent[status],
    barRestaurantDiscountPercent: rules.barRestaurantDiscountPercent[status],
  }))
}

/** The member's `loyalty` object, as init answers it; null when the member is gone. */
export async function readMemberLoyalty(
  payload: Payload,
  memberId: number,
  now = Date.now(),
): Promise<LoyaltyDto | null> {
  const member = await findLoyaltyMember(payload, memberId)
  if (!member) return null
  return createLoyaltyReader(readLoyaltyThroughPayload(payload))(member, now)
}

async function readExpiry(
  ledger: LedgerRepository,
  memberId: number,
  rules: LoyaltyRules,
  now: number,
): Promise<ExpiryForecast> {
  if (!rules.expiry.enabled) return { enabled: false }
  const { months } = rules.expiry
  const today = toCalendarDateInZone(now)
  const movements = await ledger.listRewardMovements(memberId)
  const expiringSoon = forecastExpiring(movements, months, today, EXPIRY_FORECAST_DAYS)
  const lots = listOpenLots(movements, months)
  // When anything expires within the window, the earliest lot of all is within it.
  const firstDay = lots.map((lot) => lot.expiresOn).sort()[0]
  const next =
    expiringSoon > 0 && firstDay
      ? {
          on: firstDay,
          points: lots
            .filter((lot) => lot.expiresOn === firstDay)
            .reduce((sum, lot) => sum + lot.remaining, 0),
        }
      : null
  return { enabled: true, months, expiringSoon, next }
}

/**
 * The dashboard: init's loyalty object, the live expiry forecast (computed from the ledger, as
 * the nightly job will write it; nothing when points do not expire) and the status table.
 */
export async function readLoyaltyDashboard(
  payload: Payload,
  memberId: number,
  now = Date.now(),
): Promise<LoyaltyDashboard | null> {
  const [loyalty, rules] = await Promise.all([
    readMemberLoyalty(payload, memberId, now),
    getLoyaltyRules(payload, now),
  ])
  if (!loyalty) return null
  const expiry =
    loyalty.status === null
      ? ({ enabled: false } as const)
      : await readExpiry(new LedgerRepository(payload), memberId, rules, now)
  return { loyalty, expiry, levels: listStatusLevels(rules) }
}

export type MemberHistoryPage = {
  items: HistoryItem[]
  total: number
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number
  pageCount: number
}

/**
 * One page of the member's own ledger entries, newest first, filtered by kind and days; rewards
 * are named in `locale`.
 */
export async function readMemberHistory(
  payload: Payload,
  memberId: number,
  filters: HistoryFilters,
  locale: string,
): Promise<MemberHistoryPage> {
  const ledger = new LedgerRepository(payload)
  const filter = { kind: filters.kind, ...toHistoryWindow(filters) }
  const total = await ledger.countMemberEntries(memberId, filter)
  const pageCount = countHistoryPages(total)
  const page = Math.min(filters.page, pageCount)
  const items =
    total === 0
      ? []
      : await ledger.listMemberEntries(
          memberId,
          filter,
          {
            limit: HISTORY_PAGE_SIZE,
            offset: (page - 1) * HISTORY_PAGE_SIZE,
          },
          locale,
        )
  return { items, total, page, pageCount }
}

/** Today in Paris, 'YYYY-MM-DD' (the history's date inputs are bounded by it). */
export function todayInParis(now = Date.now()): string {
  return formatIsoDate(toCalendarDateInZone(now))
}
