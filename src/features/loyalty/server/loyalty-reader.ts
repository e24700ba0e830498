import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

import {
  periodOf,
  PLAY_ACTIVITIES,
  toLoyaltyDto,
  type LoyaltyDto,
  type LoyaltyRules,
  type Period,
} from '../domain'
import { LedgerRepository } from './ledger-repository'
import { fromStoredRules, getLoyaltyRules, type StoredRules } from './rules'

/** Where a member's loyalty summary is read from (Payload's connection, or the direct reader). */
export type LoyaltyReadSource = {
  readAccount(
    memberId: number,
  ): Promise<{ rewardPoints: number; pointsExpiringSoon: number } | null>
  readPeriodPoints(memberId: number, periods: readonly Period[]): Promise<Map<Period, number>>
  readRules(): Promise<LoyaltyRules>
}

type MemberFields = Pick<
  Member,
  'id' | 'state' | 'cardNumber' | 'luckyDay1' | 'luckyDay2' | 'luckyDaysChangedAt'
>

/**
 * The `loyalty` object of init for a member: three indexed reads (account, this period's and the
 * last one's status points, the rules — cached), nothing for a pre-member, who has no points.
 */
export function createLoyaltyReader(source: LoyaltyReadSource) {
  return async (member: MemberFields, now: number): Promise<LoyaltyDto> => {
    const active = member.state === 'Active'
    const period = periodOf(now)
    const [rules, account, periodPoints] = await Promise.all([
      source.readRules(),
      active ? source.readAccount(member.id) : Promise.resolve(null),
      active
        ? source.readPeriodPoints(member.id, [period - 1, period])
        : Promise.resolve(new Map<Period, number>()),
    ])
    return toLoyaltyDto(
      {
        member: {
          state: member.state,
          cardNumber: member.cardNumber ?? null,
          luckyDays: {
            days:
              member.luckyDay1 && member.luckyDay2 ? [member.luckyDay1, member.luckyDay2] : null,
            changedAt: member.luckyDaysChangedAt ? Date.parse(member.luckyDaysChangedAt) : null,
          },
        },
        account,
        periodPoints,
      },
      rules,
      now,
    )
  }
}

/** Inside Next: Payload's connection. */
export function readLoyaltyThroughPayload(payload: Payload): LoyaltyReadSource {
  const ledger = new LedgerRepository(payload)
  return {
    async readAccount(memberId) {
      return (await ledger.readAccounts([memberId])).get(memberId) ?? null
    },
    async readPeriodPoints(memberId, periods) {
      return (await ledger.readPeriodPoints([memberId], periods)).get(memberId) ?? new Map()
    },
    readRules: () => getLoyaltyRules(payload),
  }
}

/** `?` placeholders: the PostgreSQL reader numbers them. */
export const LOYALTY_ACCOUNT_SQL =
  'SELECT reward_points, points_expiring_soon FROM loyalty_accounts WHERE member_id = ?'
export const LOYALTY_PERIODS_SQL =
  'SELECT period, status_points FROM loyalty_period_points WHERE member_id = ? AND period >= ? AND period <= ?'

const statuses = ['white', 'silver', 'gold', 'black'] as const
const camel = (activity: string) =>
  activity.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The rules global's columns, as Payload names them (group_field in snake case). */
export const LOYALTY_RULES_SQL = `SELECT ${[
  'thresholds_silver',
  'thresholds_gold',
  'thresholds_black',
  ...PLAY_ACTIVITIES.flatMap((activity) => [
    `earning_${snake(camel(activity))}_reward`,
    `earning_${snake(camel(activity))}_status`,
  ]),
  'lucky_day_multiplier',
  'point_value_points',
  'point_value_cents',
  ...statuses.map((status) => `show_discount_${status}`),
  ...statuses.map((status) => `bar_restaurant_discount_${status}`),
  'expiry_enabled',
  'expiry_months',
].join(', ')} FROM loyalty_rules LIMIT 1`

const numeric = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** A rules row (SQL) → the stored shape Payload would give. */
export function toStoredRules(row: Record<string, unknown> | undefined): StoredRules {
  if (!row) return null
  const percents = (prefix: string) =>
    Object.fromEntries(statuses.map((status) => [status, numeric(row[`${prefix}_${status}`])]))
  return {
    thresholds: {
      silver: numeric(row.thresholds_silver),
      gold: numeric(row.thresholds_gold),
      black: numeric(row.thresholds_black),
    },
    earning: Object.fromEntries(
      PLAY_ACTIVITIES.map((activity) => {
        const column = snake(camel(activity))
        return [
          camel(activity),
          {
            reward: numeric(row[`earning_${column}_reward`]),
            status: numeric(row[`earning_${column}_status`]),
          },
        ]
      }),
    ),
    luckyDayMultiplier: numeric(row.lucky_day_multiplier),
    pointValue: { points: numeric(row.point_value_points), cents: numeric(row.point_value_cents) },
    showDiscount: percents('show_discount'),
    barRestaurantDiscount: percents('bar_restaurant_discount'),
    expiry: {
      enabled:
        row.expiry_enabled === true || row.expiry_enabled === 1 || row.expiry_enabled === '1',
      months: numeric(row.expiry_months),
    },
  }
}

type Reader = {
  all<Row extends Record<string, unknown>>(statement: string, params: unknown[]): Promise<Row[]>
}

/**
 * Outside Next (the server's fast init route, ADR 0015): the direct read connection, prepared
 * statements; the rules are kept 30 seconds, like Payload's side.
 */
export function readLoyaltyWith(reader: Reader): LoyaltyReadSource {
  let rules: { value: LoyaltyRules; until: number } | null = null
  return {
    async readAccount(memberId) {
      const [row] = await reader.all(LOYALTY_ACCOUNT_SQL, [memberId])
      return row
        ? {
            rewardPoints: Number(row.reward_points ?? 0),
            pointsExpiringSoon: Number(row.points_expiring_soon ?? 0),
          }
        : null
    },
    async readPeriodPoints(memberId, periods) {
      const rows = await reader.all(LOYALTY_PERIODS_SQL, [
        memberId,
        Math.min(...periods),
        Math.max(...periods),
      ])
      return new Map(rows.map((row) => [Number(row.period), Number(row.status_points ?? 0)]))
    },
    async readRules() {
      const now = Date.now()
      if (rules && rules.until > now) return rules.value
      const [row] = await reader.all(LOYALTY_RULES_SQL, [])
      rules = { value: fromStoredRules(toStoredRules(row)), until: now + 30_000 }
      return rules.value
    },
  }
}
