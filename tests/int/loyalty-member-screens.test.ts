import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { readHistoryQuery } from '@/features/loyalty/server/history-query'
import { readLoyaltyDashboard, readMemberHistory } from '@/features/loyalty/server/member-screens'

import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let marie: number
let hugo: number

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
  const idOf = async (email: string) =>
    (await ctx.payload.find({ collection: 'members', where: { email: { equals: email } } }))
      .docs[0]!.id
  marie = await idOf('marie.dupont@demo.atout.example')
  hugo = await idOf('hugo.moreau@demo.atout.example')
}, 300_000)
afterAll(async () => {
  await ctx?.cleanup()
})

describe('the member loyalty screens’ reads (SQLite)', () => {
  test('the history holds the member’s own entries only, newest first, 20 a page', async () => {
    const first = await readMemberHistory(ctx.payload, marie, readHistoryQuery({}), 'fr')
    const hugoHistory = await readMemberHistory(ctx.payload, hugo, readHistoryQuery({}), 'fr')
    expect(first.total).toBeGreaterThan(20)
    expect(first.items).toHaveLength(20)
    expect(first.pageCount).toBe(Math.ceil(first.total / 20))
    const hugoIds = new Set(hugoHistory.items.map((item) => item.id))
    expect(first.items.some((item) => hugoIds.has(item.id))).toBe(false)
    const times = first.items.map((item) => item.occurredAt)
    expect([...times].sort().reverse()).toEqual(times)
    const second = await readMemberHistory(
      ctx.payload,
      marie,
      readHistoryQuery({ page: '2' }),
      'fr',
    )
    expect(second.page).toBe(2)
    expect(second.items[0]!.occurredAt <= first.items.at(-1)!.occurredAt).toBe(true)
    // Past the end: the last page.
    const past = await readMemberHistory(
      ctx.payload,
      marie,
      readHistoryQuery({ page: '999' }),
      'fr',
    )
    expect(past.page).toBe(first.pageCount)
  })

  test('kind and day filters narrow the list; an unknown kind is ignored', async () => {
    const all = await readMemberHistory(ctx.payload, marie, readHistoryQuery({}), 'fr')
    const lucky = await readMemberHistory(
      ctx.payload,
      marie,
      readHistoryQuery({ kind: 'lucky-date-bonus' }),
      'fr',
    )
    expect(lucky.total).toBeGreaterThan(0)
    expect(lucky.total).toBeLessThan(all.total)
    expect(lucky.items.every((item) => item.kind === 'lucky-date-bonus')).toBe(true)
    const day = all.items[0]!.occurredAt.slice(0, 10)
    const sameDay = await readMemberHistory(
      ctx.payload,
      marie,
      readHistoryQuery({ from: '2000-01-01', to: '2000-01-02' }),
      'fr',
    )
    expect(sameDay.total).toBe(0)
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const unknown = await readMemberHistory(
      ctx.payload,
      marie,
      readHistoryQuery({ kind: 'x' }),
      'fr',
    )
    expect(unknown.total).toBe(all.total)
  })

  test('the dashboard: Gold with the status table and the expiry forecast', async () => {
    const dashboard = await readLoyaltyDashboard(ctx.payload, marie)
    expect(dashboard?.loyalty.status).toBe('Gold')
    // The demo's points last twelve months: a year of weekly play always has some expiring soon.
    expect(dashboard?.expiry).toMatchObject({ enabled: true, months: 12 })
    expect(dashboard?.expiry.enabled && dashboard.expiry.expiringSoon).toBeGreaterThan(0)
    expect(dashboard?.levels.map((level) => level.status)).toEqual([
      'White',
      'Silver',
      'Gold',
      'Black',
    ])
    expect(await readLoyaltyDashboard(ctx.payload, 999_999)).toBeNull()
  })
})
