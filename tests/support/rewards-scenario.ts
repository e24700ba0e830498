import { sql } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { periodOf } from '@/features/loyalty/domain'
import { readHistoryQuery } from '@/features/loyalty/server/history-query'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { readMemberHistory } from '@/features/loyalty/server/member-screens'
import { VOUCHER_CODE_PATTERN } from '@/features/rewards/domain'
import { RewardsRepository } from '@/features/rewards/server/rewards-repository'
import {
  redeemRoute,
  rewardsByTypeRoute,
  rewardsRoute,
  voucherQrRoute,
  vouchersRoute,
} from '@/features/rewards/server/routes'
import { getEnv } from '@/platform/config/env'
import { runSql } from '@/platform/db/sql'
import { openTestSession } from './member-session'

/**
 * Rewards and vouchers through the product API against a real database, shared by the SQLite
 * (tests/int) and PostgreSQL (tests/pg) suites: the member's list with its reasons, redemption in
 * one statement (points, stock, voucher), concurrent redemptions that never overdraw, the
 * double click, another member's data never reachable, and staff marking used or cancelling.
 */

// Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`
const DAY = 86_400_000

export type RewardsWorld = {
  payload: Payload
  casino: { id: number; slug: string }
  otherCasino: { id: number; slug: string }
  support: { id: number; collection: 'users'; roles: string[] }
  member: (points: number) => Promise<{ id: number; token: string }>
  reward: (data?: Record<string, unknown>) => Promise<{ id: number; title: string }>
}

async function createCasino(payload: Payload, name: string) {
  const slug = unique('rewards-casino').toLowerCase()
  const created = await payload.create({
    collection: 'casinos',
    data: {
      name,
      slug,
      city: 'Deauville',
      address: { street: '2 rue Edmond Blanc', postalCode: '14800' },
      _status: 'published',
    } as never,
  })
  return { id: created.id, slug }
}

export async function createRewardsWorld(payload: Payload): Promise<RewardsWorld> {
  const casino = await createCasino(payload, 'Casino des Avantages')
  const otherCasino = await createCasino(payload, 'Casino Voisin')
  const support = await payload.create({
    collection: 'users',
    data: {
      email: `${unique('desk')}@staff.example`,
      password: 'Staff-Password-2026!',
      roles: ['support'],
    },
  })
  const ledger = new LedgerRepository(payload)
  return {
    payload,
    casino,
    otherCasino,
    support: { id: support.id, collection: 'users', roles: ['support'] },
    async member(points) {
      const created = await payload.create({
        collection: 'members',
        data: {
          email: `${unique('rewards')}@example.com`,
          firstname: 'Camille',
          lastname: 'Marchand',
          state: 'Active',
          cardNumber: String(6_000_000_000 + ((Date.now() + ++sequence) % 999_999_999)),
          favouriteCasino: casino.slug,
        } as never,
      })
      if (points > 0) {
        const now = Date.now()
        await ledger.insertEntries([
          {
            memberId: created.id,
            kind: 'adjustment',
            rewardPoints: points,
            statusPoints: 0,
            period: periodOf(now),
            occurredAt: now - 60_000,
            reason: 'Points de départ du test',
            activity: null,
            amountCents: null,
            casinoId: null,
            authorKind: 'system',
            authorClientId: null,
            sourceRef: null,
            idempotencyKey: unique('start'),
          },
        ])
      }
      const token = await openTestSession(payload, created.id)
      return { id: created.id, token }
    },
    async reward(data = {}) {
      const title = unique('Avantage')
      const created = await payload.create({
        collection: 'rewards',
        locale: 'fr',
        data: {
          title,
          description: 'Une coupe au bar du casino',
          category: 'bars',
          pointsCost: 1_000,
          stock: 100,
          minimumStatus: 'White',
          casinos: [casino.id],
          publishedAt: new Date(Date.now() - 60 * DAY).toISOString(),
          ...data,
        } as never,
      })
      return { id: created.id, title }
    },
  }
}

type Handler = (request: NextRequest) => Promise<Response>
type Call = { token?: string | null; origin?: string | null; lang?: string }

async function call(handler: Handler, method: string, path: string, body: unknown, opts: Call) {
  const headers: Record<string, string> = {}
  const cookies = opts.token ? [`access_token=${opts.token}`] : []
  if (cookies.length) headers.cookie = cookies.join('; ')
  if (method !== 'GET') {
    headers['content-type'] = 'application/json'
    if (opts.origin !== null) headers.origin = opts.origin ?? getEnv().SITE_URL
  }
  const url = new URL(path, getEnv().SITE_URL)
  if (opts.lang) url.searchParams.set('lang', opts.lang)
  const response = await handler(
    new NextRequest(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

export const redeem = (
  member: { token: string },
  rewardId: number,
  idempotencyKey = unique('key').replace(/[^A-Za-z0-9_-]/g, '_'),
  extra: Record<string, unknown> = {},
) =>
  call(
    redeemRoute,
    'POST',
    '/api/epc/profile/vouchers',
    { rewardId, idempotencyKey, ...extra },
    { token: member.token },
  )

const list = (member: { token: string } | null, type?: string, query = '', lang = 'fr') =>
  call(
    type ? rewardsByTypeRoute : rewardsRoute,
    'GET',
    `/api/epc/profile/rewards${type ? `/${type}` : ''}${query}`,
    null,
    { token: member?.token ?? null, lang },
  )

async function balanceOf(payload: Payload, memberId: number) {
  return (await new LedgerRepository(payload).readAccounts([memberId])).get(memberId)?.rewardPoints
}

async function stockOf(payload: Payload, rewardId: number) {
  const reward = await payload.findByID({ collection: 'rewards', id: rewardId, depth: 0 })
  return reward.stock ?? null
}

async function expectNoDrift(payload: Payload) {
  expect(await new LedgerRepository(payload).listDrift()).toEqual([])
}

export async function checkListSaysWhy(world: RewardsWorld) {
  const member = await world.member(2_000)
  const cheap = await world.reward({ pointsCost: 500, category: 'shows' })
  const dear = await world.reward({ pointsCost: 5_000, category: 'shows' })
  const black = await world.reward({ pointsCost: 800, minimumStatus: 'Black', category: 'shows' })
  const fresh = await world.reward({
    pointsCost: 700,
    category: 'hotels',
    publishedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  })
  const future = await world.reward({
    pointsCost: 100,
    category: 'shows',
    publishedAt: new Date(Date.now() + 5 * DAY).toISOString(),
  })

  expect((await list(null)).status).toBe(401)
  const shows = await list(member, 'shows', '?sort=points-desc', 'en')
  expect(shows.status).toBe(200)
  expect(shows.body.member).toEqual({ status: 'White', points: 2_000 })
  const ids = shows.body.rewards.map((reward: { id: number }) => reward.id)
  expect(ids).toContain(dear.id)
  expect(ids).not.toContain(fresh.id)
  expect(ids).not.toContain(future.id)
  const costs = shows.body.rewards.map((reward: { pointsCost: number }) => reward.pointsCost)
  expect(costs).toEqual([...costs].sort((a: number, b: number) => b - a))
  const byId = new Map(shows.body.rewards.map((reward: { id: number }) => [reward.id, reward]))
  expect(byId.get(cheap.id)).toMatchObject({ eligible: true, reasons: [] })
  expect(byId.get(dear.id)).toMatchObject({
    eligible: false,
    reasons: [{ code: 'notEnoughPoints', message: 'You need 3,000 more points.' }],
  })
  expect(byId.get(black.id)).toMatchObject({
    eligible: false,
    reasons: [{ code: 'statusTooLow', message: 'For Black members and above.' }],
  })

  const fresh_ = await list(member, 'new')
  const freshIds = fresh_.body.rewards.map((reward: { id: number }) => reward.id)
  expect(freshIds).toContain(fresh.id)
  expect(freshIds).not.toContain(cheap.id)
  expect(fresh_.body.rewards.every((reward: { isNew: boolean }) => reward.isNew)).toBe(true)

  const french = await list(member, 'shows', '', 'fr')
  const dearFr = french.body.rewards.find((reward: { id: number }) => reward.id === dear.id)
  expect(dearFr.reasons[0].message).toMatch(/^Il vous manque 3\s000 points\.$/)

  expect(await list(member, 'casino')).toMatchObject({
    status: 404,
    body: { code: 'unknownType' },
  })
  expect((await list(member, undefined, '?sort=cheapest')).status).toBe(400)

  // Redeemed rewards make 'my latest', newest first.
  expect((await redeem(member, cheap.id)).status).toBe(201)
  expect((await redeem(member, fresh.id)).status).toBe(201)
  const latest = await list(member, 'latest')
  expect(latest.body.rewards.map((reward: { id: number }) => reward.id)).toEqual([
    fresh.id,
    cheap.id,
  ])
  expect(latest.body.rewards[0].lastRedeemedAt).toEqual(expect.any(String))
}

export async function checkRedemptionDebitsAndIssues(world: RewardsWorld) {
  const member = await world.member(3_000)
  const reward = await world.reward({ pointsCost: 1_200, stock: 5 })
  const answer = await redeem(member, reward.id)
  expect(answer.status).toBe(201)
  expect(answer.body).toMatchObject({
    created: true,
    voucher: {
      status: 'issued',
      rewardId: reward.id,
      rewardTitle: reward.title,
      pointsCost: 1_200,
      casino: { slug: world.casino.slug, name: 'Casino des Avantages' },
    },
  })
  expect(answer.body.voucher.code).toMatch(VOUCHER_CODE_PATTERN)
  expect(Date.parse(answer.body.voucher.validUntil)).toBeGreaterThan(Date.now() + 59 * DAY)
  expect(await balanceOf(world.payload, member.id)).toBe(1_800)
  expect(await stockOf(world.payload, reward.id)).toBe(4)
  const entries = await world.payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: member.id }, kind: { equals: 'redemption' } },
  })
  expect(entries.docs.map((entry) => [entry.rewardPoints, entry.reason])).toEqual([
    [-1_200, reward.title],
  ])
  // A casino where the reward is not offered, an unknown reward: refused, nothing debited.
  expect(
    await redeem(member, reward.id, undefined, { casino: world.otherCasino.slug }),
  ).toMatchObject({
    status: 409,
    body: { code: 'notAtCasino' },
  })
  expect(await redeem(member, 987_654_321)).toMatchObject({
    status: 404,
    body: { code: 'rewardNotFound' },
  })
  const vouchers = await call(vouchersRoute, 'GET', '/api/epc/profile/vouchers', null, member)
  expect(vouchers.body.vouchers.map((voucher: { code: string }) => voucher.code)).toEqual([
    answer.body.voucher.code,
  ])
  expect(await balanceOf(world.payload, member.id)).toBe(1_800)
  await expectNoDrift(world.payload)
}

/**
 * The ledger entry of a redemption counts in the Paris year of its instant, on both engines (the
 * database trigger writes it, issue 21): 00:30 on 1 January in Paris is still 31 December in UTC.
 */
export async function checkRedemptionPeriodIsParisYear(world: RewardsWorld) {
  const member = await world.member(10_000)
  const reward = await world.reward({ pointsCost: 100, stock: null })
  const repository = new RewardsRepository(world.payload)
  const cases: [string, number][] = [
    ['2026-12-31T22:30:00.000Z', 2026], // 23:30 on New Year's Eve in Paris
    ['2026-12-31T23:30:00.000Z', 2027], // 00:30 on 1 January in Paris
    ['2027-03-28T00:30:00.000Z', 2027], // the night the clocks go forward
    ['2027-10-31T00:30:00.000Z', 2027], // the night they go back
  ]
  for (const [instant, year] of cases) {
    const issuedAt = Date.parse(instant)
    const id = await repository.insertVoucher({
      memberId: member.id,
      rewardId: reward.id,
      rewardTitle: reward.title,
      casinoId: world.casino.id,
      pointsCost: 100,
      issuedAt,
      validUntil: issuedAt + 60 * DAY,
      idempotencyKey: `paris-year:${member.id}:${instant}`,
    })
    const { docs } = await world.payload.find({
      collection: 'loyalty-entries',
      where: { idempotencyKey: { equals: `redeem:${id}` } },
      depth: 0,
    })
    expect([instant, docs.map((entry) => entry.period)]).toEqual([instant, [year]])
  }
  await expectNoDrift(world.payload)
}

/**
 * The points history names a redeemed reward in the reader's language, read through the voucher's
 * reference to the reward (issue 20, item 10): redeemed in French, it reads in English on the
 * English history; renamed, it reads with its new name; without a name in that language, with the
 * title stored at redemption.
 */
export async function checkHistoryNamesRewardInReaderLanguage(world: RewardsWorld) {
  const member = await world.member(3_000)
  const reward = await world.reward({ pointsCost: 500 })
  const english = `${reward.title} (English)`
  await world.payload.update({
    collection: 'rewards',
    id: reward.id,
    locale: 'en',
    data: { title: english } as never,
  })
  expect((await redeem(member, reward.id)).status).toBe(201)
  const redemptions = async (locale: string) =>
    (
      await readMemberHistory(
        world.payload,
        member.id,
        readHistoryQuery({ kind: 'redemption' }),
        locale,
      )
    ).items.map((item) => item.reason)
  expect(await redemptions('en')).toEqual([english])
  expect(await redemptions('fr')).toEqual([reward.title])

  const renamed = `${reward.title} renommé`
  await world.payload.update({
    collection: 'rewards',
    id: reward.id,
    locale: 'fr',
    data: { title: renamed } as never,
  })
  expect(await redemptions('fr')).toEqual([renamed])

  // No name in the reader's language: the title stored at redemption. (A reward with vouchers
  // cannot be deleted: the voucher's reference is required; the same fallback would answer.)
  await runSql(
    world.payload,
    sql`DELETE FROM rewards_locales WHERE _parent_id = ${reward.id} AND _locale = 'en'`,
  )
  expect(await redemptions('en')).toEqual([reward.title])
  expect(await redemptions('fr')).toEqual([renamed])
}

export type ConcurrencyFigures = {
  requests: number
  vouchers: number
  refusals: Record<string, number>
  balance: number | undefined
  stock: number | null
  ms: number
}

async function redeemAtOnce(member: { token: string }, rewardId: number, count: number) {
  const started = performance.now()
  const answers = await Promise.all(Array.from({ length: count }, () => redeem(member, rewardId)))
  const refusals: Record<string, number> = {}
  for (const answer of answers) {
    if (answer.status !== 201)
      refusals[`${answer.status} ${answer.body?.code}`] =
        (refusals[`${answer.status} ${answer.body?.code}`] ?? 0) + 1
  }
  return {
    vouchers: answers.filter((answer) => answer.status === 201).length,
    refusals,
    ms: Math.round(performance.now() - started),
  }
}

/** 50 redemptions at once on a balance that covers 10: exactly 10 vouchers, balance 0. */
export async function checkConcurrentRedemptionsOnBalance(
  world: RewardsWorld,
): Promise<ConcurrencyFigures> {
  const member = await world.member(10_000)
  const reward = await world.reward({ pointsCost: 1_000, stock: 1_000 })
  const result = await redeemAtOnce(member, reward.id, 50)
  const figures = {
    requests: 50,
    ...result,
    balance: await balanceOf(world.payload, member.id),
    stock: await stockOf(world.payload, reward.id),
  }
  expect(figures).toMatchObject({
    vouchers: 10,
    refusals: { '409 notEnoughPoints': 40 },
    balance: 0,
    stock: 990,
  })
  const issued = await world.payload.count({
    collection: 'reward-vouchers',
    where: { member: { equals: member.id } },
  })
  expect(issued.totalDocs).toBe(10)
  await expectNoDrift(world.payload)
  return figures
}

/** 50 redemptions at once by members who can all afford it, on a stock of 10: 10 vouchers. */
export async function checkConcurrentRedemptionsOnStock(
  world: RewardsWorld,
): Promise<ConcurrencyFigures> {
  const reward = await world.reward({ pointsCost: 100, stock: 10 })
  const members = await Promise.all(Array.from({ length: 5 }, () => world.member(10_000)))
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) => redeem(members[index % 5]!, reward.id)),
  )
  const refusals: Record<string, number> = {}
  for (const answer of answers.filter((a) => a.status !== 201)) {
    const key = `${answer.status} ${answer.body?.code}`
    refusals[key] = (refusals[key] ?? 0) + 1
  }
  const vouchers = answers.filter((answer) => answer.status === 201).length
  const balances = await Promise.all(members.map((member) => balanceOf(world.payload, member.id)))
  const figures = {
    requests: 50,
    vouchers,
    refusals,
    balance: balances.reduce<number>((sum, value) => sum + (value ?? 0), 0),
    stock: await stockOf(world.payload, reward.id),
    ms: Math.round(performance.now() - started),
  }
  expect(figures).toMatchObject({
    vouchers: 10,
    refusals: { '409 outOfStock': 40 },
    balance: 50_000 - 10 * 100,
    stock: 0,
  })
  await expectNoDrift(world.payload)
  return figures
}

/** A double click (the same key five times at once) gives one voucher, debited once. */
export async function checkDoubleClickGivesOneVoucher(world: RewardsWorld) {
  const member = await world.member(5_000)
  const reward = await world.reward({ pointsCost: 1_500 })
  const key = unique('click').replace(/[^A-Za-z0-9_-]/g, '_')
  const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(member, reward.id, key)))
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
  expect(new Set(answers.map((answer) => answer.body.voucher.code)).size).toBe(1)
  expect(await balanceOf(world.payload, member.id)).toBe(3_500)
  // The same key later for another reward is a client mistake, not a second voucher.
  const other = await world.reward({ pointsCost: 100 })
  expect(await redeem(member, other.id, key)).toMatchObject({
    status: 409,
    body: { code: 'idempotencyKeyReused' },
  })
  expect(await balanceOf(world.payload, member.id)).toBe(3_500)
}

/** Another member's vouchers and points are never seen or spent (no id comes from the client). */
export async function checkMembersNeverReachOthersData(world: RewardsWorld) {
  const alice = await world.member(4_000)
  const bob = await world.member(4_000)
  const reward = await world.reward({ pointsCost: 1_000 })
  const key = unique('shared').replace(/[^A-Za-z0-9_-]/g, '_')
  const alices = await redeem(alice, reward.id, key)
  expect(alices.status).toBe(201)
  // Bob sends Alice's key and her id: he gets his own voucher, on his own points.
  const bobs = await redeem(bob, reward.id, key, { memberId: alice.id })
  expect(bobs.status).toBe(201)
  expect(bobs.body.voucher.code).not.toBe(alices.body.voucher.code)
  expect(await balanceOf(world.payload, alice.id)).toBe(3_000)
  expect(await balanceOf(world.payload, bob.id)).toBe(3_000)
  const bobsList = await call(vouchersRoute, 'GET', '/api/epc/profile/vouchers', null, bob)
  expect(bobsList.body.vouchers.map((voucher: { code: string }) => voucher.code)).toEqual([
    bobs.body.voucher.code,
  ])
  const bobsLatest = await list(bob, 'latest')
  expect(bobsLatest.body.member.points).toBe(3_000)
  // A voucher's QR code is drawn for its owner only.
  const qr = async (code: string, token: string | null) => {
    const response = await voucherQrRoute(
      new NextRequest(new URL(`/api/epc/profile/vouchers/${code}/qr`, getEnv().SITE_URL), {
        headers: token ? { cookie: `access_token=${token}` } : {},
      }),
    )
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    }
  }
  const own = await qr(alices.body.voucher.code, alice.token)
  expect(own).toMatchObject({ status: 200, type: 'image/svg+xml' })
  expect(own.text).toContain('<svg')
  expect((await qr(alices.body.voucher.code, bob.token)).status).toBe(404)
  expect((await qr(alices.body.voucher.code, null)).status).toBe(401)
  // No session: 401; a session sent from another site: 403; nothing is written.
  const path = '/api/epc/profile/vouchers'
  expect(
    (
      await call(
        redeemRoute,
        'POST',
        path,
        { rewardId: reward.id, idempotencyKey: unique('x') },
        { token: null },
      )
    ).status,
  ).toBe(401)
  expect(
    await call(
      redeemRoute,
      'POST',
      path,
      { rewardId: reward.id, idempotencyKey: 'cross-site-1234' },
      { token: bob.token, origin: 'https://evil.example' },
    ),
  ).toMatchObject({ status: 403, body: { code: 'forbiddenOrigin' } })
  expect((await call(vouchersRoute, 'GET', path, null, { token: null })).status).toBe(401)
  expect(await balanceOf(world.payload, bob.id)).toBe(3_000)
  // Payload's API refuses members the vouchers collection.
  await expect(
    world.payload.find({
      collection: 'reward-vouchers',
      overrideAccess: false,
      user: { id: bob.id, collection: 'members' } as never,
    }),
  ).rejects.toThrow()
}

/** Staff mark a voucher used, or cancel one: the points come back once, the stock too. */
export async function checkStaffUseAndCancel(world: RewardsWorld) {
  const member = await world.member(5_000)
  const reward = await world.reward({ pointsCost: 2_000, stock: 3 })
  const first = (await redeem(member, reward.id)).body.voucher.code as string
  const second = (await redeem(member, reward.id)).body.voucher.code as string
  expect(await balanceOf(world.payload, member.id)).toBe(1_000)
  const idOf = async (code: string) =>
    (await world.payload.find({ collection: 'reward-vouchers', where: { code: { equals: code } } }))
      .docs[0]!.id
  const staff = { overrideAccess: false, user: world.support as never }

  await world.payload.update({
    collection: 'reward-vouchers',
    id: await idOf(first),
    data: { status: 'used' },
    ...staff,
  })
  await expect(
    world.payload.update({
      collection: 'reward-vouchers',
      id: await idOf(first),
      data: { status: 'cancelled' },
      ...staff,
    }),
  ).rejects.toThrow()
  expect(await balanceOf(world.payload, member.id)).toBe(1_000)

  const secondId = await idOf(second)
  // Two desks cancel at once: one refund.
  await Promise.allSettled([
    world.payload.update({
      collection: 'reward-vouchers',
      id: secondId,
      data: { status: 'cancelled' },
      ...staff,
    }),
    world.payload.update({
      collection: 'reward-vouchers',
      id: secondId,
      data: { status: 'cancelled' },
      ...staff,
    }),
  ])
  expect(await balanceOf(world.payload, member.id)).toBe(3_000)
  expect(await stockOf(world.payload, reward.id)).toBe(2)
  const cancelled = await world.payload.findByID({
    collection: 'reward-vouchers',
    id: secondId,
    depth: 0,
  })
  expect(cancelled).toMatchObject({
    status: 'cancelled',
    statusChangedBy: world.support.id,
    code: second,
  })
  const refunds = await world.payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: member.id }, kind: { equals: 'refund' } },
  })
  expect(refunds.docs.map((entry) => entry.rewardPoints)).toEqual([2_000])
  // What the member sees.
  const vouchers = await call(vouchersRoute, 'GET', '/api/epc/profile/vouchers', null, member)
  const states = Object.fromEntries(
    vouchers.body.vouchers.map((voucher: { code: string; status: string }) => [
      voucher.code,
      voucher.status,
    ]),
  )
  expect(states).toEqual({ [first]: 'used', [second]: 'cancelled' })
  // Members and editors cannot change a voucher.
  await expect(
    world.payload.update({
      collection: 'reward-vouchers',
      id: await idOf(first),
      data: { status: 'issued' },
      overrideAccess: false,
      user: { id: member.id, collection: 'members' } as never,
    }),
  ).rejects.toThrow()
  await expectNoDrift(world.payload)
}
